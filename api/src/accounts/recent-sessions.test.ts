import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from './users.contract.ts';
import { RECENT_SESSION_MS } from './recent-sessions.ts';
import { signInAgain, signUp, type SignedIn, type TestApi, startTestApi } from '../testing/index.ts';

describe('sessions found for reads', () => {
  let api: TestApi;
  let buyer: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    buyer = await signUp(api);
  });
  afterAll(() => api.close());

  /** Reads with the cookie a client had, as a browser that kept it would send it. */
  const readWith = (cookie: string) => api.client().get('/api/auth/me', { headers: { cookie } });

  /** How many times the session lookup runs while `work` does. */
  async function lookupsDuring(work: () => Promise<unknown>): Promise<number> {
    let lookups = 0;
    const count = ({ sql }: { sql: string }) => {
      if (sql.includes('find_session')) lookups += 1;
    };
    api.db.knex.on('query', count);
    try {
      await work();
    } finally {
      api.db.knex.off('query', count);
    }
    return lookups;
  }

  it('looks a session up once for the reads of the same second, and afresh for each change', async () => {
    const reads = await lookupsDuring(async () => {
      for (let read = 0; read < 8; read += 1) {
        expect((await buyer.client.get<Me>('/api/auth/me')).body.id).toBe(buyer.user.id);
      }
    });
    expect(reads).toBeLessThanOrEqual(1);
    const changes = await lookupsDuring(async () => {
      for (let change = 0; change < 3; change += 1) {
        expect((await buyer.client.delete('/api/cart/999999')).status).toBe(404);
      }
    });
    expect(changes).toBe(3);
  });

  it('refuses the next read of a session signed out, or ended from another of its sessions', async () => {
    const laptop = await signInAgain(api, buyer.user.email);
    const phone = await signInAgain(api, buyer.user.email);
    const phoneCookie = phone.client.cookieHeader;
    expect((await phone.client.get('/api/auth/me')).status).toBe(200);
    const sessions = await laptop.client.get<{ id: string; current: boolean }[]>('/api/auth/sessions');
    const others = sessions.body.filter((session) => !session.current);
    for (const session of others) {
      expect((await laptop.client.delete(`/api/auth/sessions/${session.id}`)).status).toBe(204);
    }
    const ended = await readWith(phoneCookie);
    expect(ended.status).toBe(401);

    const laptopCookie = laptop.client.cookieHeader;
    expect((await laptop.client.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.client.post('/api/auth/logout')).status).toBe(204);
    expect((await readWith(laptopCookie)).status).toBe(401);
  });

  it('refuses a session ended by another server within a second', async () => {
    const traveller = await signUp(api);
    const cookie = traveller.client.cookieHeader;
    expect((await readWith(cookie)).status).toBe(200);
    // What another API process does when the person signs out there.
    expect(await api.db.knex('sessions').where({ userId: traveller.user.id }).delete()).toBe(1);
    await sleep(RECENT_SESSION_MS);
    expect((await readWith(cookie)).status).toBe(401);
  });
});
