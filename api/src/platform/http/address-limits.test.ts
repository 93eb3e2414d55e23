import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProblemBody } from '../../contracts.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../../server.ts';
import { eventually, signUp, startTestApi, TestClient, type TestApi } from '../../testing/index.ts';

describe('requests per address', () => {
  let api: TestApi;
  let other: RunningServer;
  const limits = { reads: 5, writes: 3, signIns: 2 };

  beforeAll(async () => {
    api = await startTestApi({ addressLimits: limits });
    // A second API process on the same database, as behind a load balancer.
    other = await startServer(
      { db: api.db, storage: api.storage, logger: createLogger({ level: 'silent' }) },
      { port: 0, trustedProxyHops: 1, addressLimits: limits },
    );
  });
  // The counts are per clock minute: a test that straddled two would count in both. Each test
  // starts at the beginning of a minute of its own, the clock running on from there.
  beforeEach(() => {
    const nextMinute = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(nextMinute);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await other.close();
    await api.close();
  });

  it('answers the reads past the limit 429 with when to try again, and counts another address apart', async () => {
    const visitor = api.client();
    const answers = [];
    for (let read = 0; read < 6; read += 1) answers.push(await visitor.get<ProblemBody>('/api/categories'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
      '0',
    ]);
    const refused = answers[5]!;
    expect(refused.body).toMatchObject({ code: 'too_many_requests' });
    expect(refused.body.detail).toMatch(
      /^Too many requests from your network: 5 reads a minute at most\. Try again in \d+ seconds\.$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-limit')).toBe('5');

    expect((await api.client().get('/api/categories')).status).toBe(200);
  });

  it('counts every address a page may be rendered at and every picture resized on request, not stored files', async () => {
    const visitor = api.client();
    const remaining = async (path: string, accept: string) =>
      (await visitor.get(path, { headers: { accept } })).headers.get('ratelimit-remaining');
    const stored = `/uploads/${'a'.repeat(64)}.png`;
    expect(await remaining('/vendors/x.y', 'text/html,*/*;q=0.8')).toBe('4');
    expect(await remaining('/api/products/1.json', 'application/json')).toBe('3');
    expect(await remaining(`${stored}?w=320`, 'image/webp,*/*')).toBe('2');
    expect(await remaining(stored, 'image/webp,*/*')).toBeNull();
    expect(await remaining('/favicon.svg', 'image/svg+xml')).toBeNull();
    expect(await remaining('/assets/index-0a1b2c3d.js', '*/*')).toBeNull();
  });

  it('holds sign-ins tighter than other changes', async () => {
    const visitor = api.client();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await visitor.post('/api/auth/login', {
        email: 'nobody@example.com',
        password: 'a guess at it',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('leaves the machine itself unlimited: the storefront’s renderer calls its own API', async () => {
    const statuses = [];
    for (let read = 0; read < 8; read += 1) statuses.push((await fetch(`${api.url}/api/categories`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('leaves a key’s reads to its hourly limit, and counts its writes against its account, all its keys together', async () => {
    const owner = await signUp(api);
    const newKey = async () =>
      (
        await owner.client.post<{ key: string }>('/api/keys', {
          name: 'feed',
          permissions: ['read:products', 'write:orders'],
        })
      ).body.key;
    const keys = [await newKey(), await newKey()];
    const address = (n: number) => ({ 'x-forwarded-for': `203.0.113.${100 + n}` });
    const statuses = [];
    for (let read = 0; read < 8; read += 1) {
      statuses.push(
        (
          await fetch(`${api.url}/api/products?limit=1`, {
            headers: { authorization: `Bearer ${keys[read % 2]}`, ...address(read) },
          })
        ).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    // Two keys, each from addresses of its own: the account's third write is its last this minute.
    const writes = [];
    for (let write = 0; write < 5; write += 1) {
      const response = await fetch(`${api.url}/api/cart`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${keys[write % 2]}`,
          'content-type': 'application/json',
          ...address(write),
        },
        body: '{}',
      });
      writes.push({ status: response.status, body: (await response.json()) as ProblemBody });
    }
    expect(writes.slice(0, 3).map((write) => write.status)).not.toContain(429);
    expect(writes.slice(3).map((write) => write.status)).toEqual([429, 429]);
    expect(writes[3]!.body.detail).toMatch(
      /^Too many requests through this account’s API keys: 3 changes a minute/,
    );
    // Another account's keys are counted apart.
    const other = await signUp(api);
    const { key } = (
      await other.client.post<{ key: string }>('/api/keys', { name: 'feed', permissions: ['write:orders'] })
    ).body;
    const theirs = await fetch(`${api.url}/api/cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...address(9) },
      body: '{}',
    });
    expect(theirs.status).not.toBe(429);
  });

  it('believes X-Forwarded-For only from a proxy address it was given, and counts an IPv6 site’s /64s together', async () => {
    // Its proxy connects from 10.0.0.0/8: a client here writing the header is still this machine.
    const untrusting = await startServer(
      { db: api.db, storage: api.storage, logger: createLogger({ level: 'silent' }) },
      { port: 0, trustedProxyHops: 1, trustedProxies: ['10.0.0.0/8'], addressLimits: limits },
    );
    try {
      const statuses = [];
      for (let read = 0; read < 8; read += 1) {
        const headers = { 'x-forwarded-for': '198.51.100.7' };
        statuses.push((await fetch(`${untrusting.url}/api/categories`, { headers })).status);
      }
      // Counted as the socket's address, the machine itself: never limited, whatever the header says.
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      await untrusting.close();
    }

    // Sixteen /64s of one /48 make 16 × 5 reads; the next from a seventeenth /64 is one too many.
    const siteStatuses = [];
    for (let network = 0; network < 17; network += 1) {
      for (let read = 0; read < (network < 16 ? 5 : 1); read += 1) {
        const headers = { 'x-forwarded-for': `2001:db8:77:${network.toString(16)}::1` };
        siteStatuses.push((await fetch(`${api.url}/api/categories`, { headers })).status);
      }
    }
    expect(siteStatuses.slice(0, 80).every((status) => status === 200)).toBe(true);
    expect(siteStatuses.at(-1)).toBe(429);
  });

  it('is agreed by two API processes on one database, within a flush', async () => {
    const first = api.client();
    const second = new TestClient(other.url);
    const sameAddress = { headers: { 'x-forwarded-for': first.address } };
    const written = (atLeast: number) =>
      eventually(
        async () =>
          Number(
            (
              await api.db
                .knex('addressRequests')
                .where({ kind: 'reads', address: first.address })
                .sum({ n: 'requests' })
                .first()
            )?.n ?? 0,
          ),
        (requests) => requests >= atLeast,
      );
    for (let read = 0; read < 5; read += 1) expect((await first.get('/api/categories')).status).toBe(200);
    await written(5);
    // The second process has not heard of this address yet: one read, and its count joins the first's.
    expect((await second.get('/api/categories', sameAddress)).status).toBe(200);
    await written(6);
    // The second process learns the total from its upsert's answer, a moment after the commit seen above.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const refused = await second.get<ProblemBody>('/api/categories', sameAddress);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });
});
