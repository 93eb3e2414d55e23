import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import { loadConfig } from '../config.ts';
import { clientAddress } from '../platform/http/client-address.ts';
import { signUp, startTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';

const from = (forwardedFor: string) => ({ headers: { 'x-forwarded-for': forwardedFor } });

const registration = () => ({
  email: `buyer-${Math.random().toString(36).slice(2)}@example.com`,
  password: TEST_PASSWORD,
  firstName: 'Ife',
  lastName: 'Okafor',
});

describe('limits that cannot be raced or dodged', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('checks 5 of 50 wrong passwords sent at once; the other 45 wait, told when to try again', async () => {
    const { user } = await signUp(api);
    const guesser = api.client();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guess) =>
        guesser.post<ProblemBody>('/api/auth/login', {
          email: user.email,
          password: `guess number ${guess}`,
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.body.code).toBe('too_many_failed_logins');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('checks every one of 40 wrong passwords for 40 accounts sent at once from one address, under its free 100', async () => {
    const address = from('198.51.100.140');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) =>
        api
          .client()
          .post<ProblemBody>(
            '/api/auth/login',
            { email: `nobody-${guess}@example.com`, password: 'not a password' },
            address,
          ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401));
  });

  it('counts the address the trusted proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const { user } = await signUp(api);
    const client = api.client();
    for (let guess = 0; guess < 5; guess += 1) {
      const spoofed = `198.51.100.${guess + 1}, 203.0.113.77`;
      const answer = await client.post(
        '/api/auth/login',
        { email: user.email, password: `guess ${guess}` },
        from(spoofed),
      );
      expect(answer.status).toBe(401);
    }
    const sixth = await client.post<ProblemBody>(
      '/api/auth/login',
      { email: user.email, password: 'guess 6' },
      from('192.0.2.200, 203.0.113.77'),
    );
    expect(sixth.status).toBe(429);
  });

  it('counts an IPv6 client by its /64: another address in it waits too, another network does not', async () => {
    const { user } = await signUp(api);
    const client = api.client();
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await client.post(
        '/api/auth/login',
        { email: user.email, password: `guess ${guess}` },
        from(`2001:db8:7:1::${guess + 1}`),
      );
      expect(answer.status).toBe(401);
    }
    const sameNetwork = await client.post(
      '/api/auth/login',
      { email: user.email, password: 'guess 6' },
      from('2001:db8:7:1:ffff:ffff:ffff:fff0'),
    );
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await client.post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      from('2001:db8:7:2::1'),
    );
    expect(otherNetwork.status).toBe(200);
  });

  it('makes 20 of 30 accounts asked for at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.client().post('/api/auth/register', registration(), from('192.0.2.31')),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });
});

describe('behind two proxies', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustedProxyHops: 2 });
  });
  afterAll(() => api.close());

  it('takes the client’s address two entries from the right', async () => {
    const { user } = await signUp(api);
    const client = api.client();
    for (let guess = 0; guess < 5; guess += 1) {
      // The client's own entry changes each time; the outer proxy saw the same client each time.
      const chain = `10.9.9.${guess}, 203.0.113.8, 172.16.0.2`;
      const answer = await client.post(
        '/api/auth/login',
        { email: user.email, password: `guess ${guess}` },
        from(chain),
      );
      expect(answer.status).toBe(401);
    }
    const again = await client.post(
      '/api/auth/login',
      { email: user.email, password: 'guess 6' },
      from('203.0.113.8, 172.16.0.3'),
    );
    expect(again.status).toBe(429);
  });
});

describe('TRUST_PROXY and client addresses', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies', (value, hops) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustedProxyHops).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is neither a boolean nor a count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be true, false or the number/);
  });

  it('takes a RAWEX_SECRETS_KEY of 32 bytes in base64 or hex, and refuses another at start-up', () => {
    const key = Buffer.alloc(32, 7);
    for (const written of [key.toString('base64'), key.toString('hex')]) {
      expect(loadConfig({ RAWEX_SECRETS_KEY: written }).events.secretsKey()).toEqual(key);
    }
    for (const wrong of ['short', Buffer.alloc(16).toString('base64'), `${key.toString('hex')}00`]) {
      expect(() => loadConfig({ RAWEX_SECRETS_KEY: wrong })).toThrow(
        /RAWEX_SECRETS_KEY must be 32 random bytes in base64 or hex/,
      );
    }
  });

  it('trusts proxies on this machine unless TRUST_PROXY_FROM names their networks, and refuses one that is not', () => {
    expect(loadConfig({}).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    expect(loadConfig({ TRUST_PROXY_FROM: '10.0.0.0/8, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY_FROM: '10.0.0.1' })).toThrow(
      /TRUST_PROXY_FROM must be a comma-separated list of networks/,
    );
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:7:1:aaaa:bbbb:cccc:dddd', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001::1', '2001:db8:7:1::/64'],
  ])('counts %s as %s', (ip, counted) => {
    expect(clientAddress(ip)).toBe(counted);
  });
});
