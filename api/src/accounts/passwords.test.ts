import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import { signUp, startTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';
import { hashPassword, needsRehash, passwordHashCost, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it("hash at OWASP's minimum for scrypt unless told otherwise, and refuse a cost that is no power of two", () => {
    expect(passwordHashCost({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(passwordHashCost({ RAWEX_SCRYPT_N: '65536' })).toEqual({ N: 2 ** 16, r: 8, p: 1 });
    expect(() => passwordHashCost({ RAWEX_SCRYPT_N: '100000' })).toThrow(/power of two/);
    expect(() => passwordHashCost({ RAWEX_SCRYPT_N: '512' })).toThrow(/power of two/);
  });

  it('carry their cost, so a hash made at another cost still checks and is marked for re-making', async () => {
    const older = await hashPassword('granary ledger 1987', { N: 2 ** 10, r: 8, p: 1 });
    expect(older).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('granary ledger 1987', older)).toBe(true);
    expect(await verifyPassword('granary ledger 1988', older)).toBe(false);
    expect(needsRehash(older)).toBe(true);

    const today = await hashPassword('granary ledger 1987');
    expect(needsRehash(today)).toBe(false);
    expect(await verifyPassword('granary ledger 1987', today)).toBe(true);
  });

  it('drop a check whose client gave up while it waited its turn', async () => {
    const stored = await hashPassword('granary ledger 1987');
    const ahead = Array.from({ length: 4 }, () => verifyPassword('granary ledger 1987', stored));
    const client = new AbortController();
    const abandoned = verifyPassword('granary ledger 1987', stored, client.signal);
    client.abort();
    await expect(abandoned).rejects.toMatchObject({ status: 499, code: 'client_closed_request' });
    expect(await Promise.all(ahead)).toEqual([true, true, true, true]);
    expect(await verifyPassword('granary ledger 1987', stored, new AbortController().signal)).toBe(true);
  });
});

describe('a moment when more people sign in than the cores can hash', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers 503 with Retry-After at once, counts no failure against the account, and signs in once the queue clears', async () => {
    const { user } = await signUp(api);
    const stored = await hashPassword(TEST_PASSWORD);
    const queued = Array.from({ length: 200 }, () => verifyPassword(TEST_PASSWORD, stored));

    const busy = await api
      .client()
      .post<ProblemBody>('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(busy.body).toMatchObject({
      code: 'sign_in_busy',
      detail: 'Too many people are signing in at this moment. Try again in a few seconds.',
    });
    const counted = await api.db.knex('signInThrottles').where('key', 'like', `%${user.email}%`);
    expect(counted).toEqual([]);

    expect(await Promise.all(queued)).toEqual(queued.map(() => true));
    const later = await api.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(later.status).toBe(200);
  });
});
