// Long by nature: every rule of sign-up, sign-in, sessions and passwords.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_LIMITS } from '../platform/http/address-limits.ts';
import {
  meSchema,
  problemSchema,
  type ApiKey,
  type Me,
  type PasswordChanged,
  type ProblemBody,
} from '../contracts.ts';
import { signUp, startTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';
import { hashPassword, passwordHashCost } from './passwords.ts';
import { RECENT_SESSION_MS } from './recent-sessions.ts';

describe('accounts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    email: `Mill.Buyer+${Math.random().toString(36).slice(2)}@Example.com`,
    password: TEST_PASSWORD,
    firstName: 'Mara',
    lastName: 'Mill',
    ...overrides,
  });

  describe('sign-up', () => {
    it('creates a buyer, signs it in with an HttpOnly SameSite=Lax cookie, and never answers the password', async () => {
      const client = api.client();
      const body = registration();
      const response = await client.post<Me>('/api/auth/register', body);
      expect(response.status).toBe(201);
      const me = meSchema.parse(response.body);
      expect(me).toMatchObject({
        email: body.email.toLowerCase(),
        role: 'buyer',
        firstName: 'Mara',
        isVerified: false,
      });
      expect(response.text).not.toContain(TEST_PASSWORD);
      expect(response.text).not.toMatch(/password/i);

      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^rawex_session=[\w-]{43};/);
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);

      expect((await client.get<Me>('/api/auth/me')).body).toEqual(me);
      const row = await api.db.knex('users').where({ id: me.id }).first('passwordHash');
      expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${passwordHashCost().N}\\$8\\$1\\$`));
      expect(row.passwordHash).not.toContain(TEST_PASSWORD);
    });

    it('creates a vendor (supplier) that starts pending verification', async () => {
      const { user } = await signUp(api, 'vendor');
      expect(user).toMatchObject({ role: 'vendor', isVerified: false, companyName: 'Test Supplies Ltd' });
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      const body = registration();
      expect((await api.client().post('/api/auth/register', body)).status).toBe(201);
      const again = await api
        .client()
        .post<ProblemBody>('/api/auth/register', { ...body, email: body.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'conflict',
        detail: 'An account with this email already exists.',
      });
    });

    it.each([
      ['a malformed email', { email: 'not-an-email' }, 'email'],
      ['a 7-character password', { password: 'short12' }, 'password'],
      ['a missing first name', { firstName: undefined }, 'firstName'],
      ['a 10,000-character last name', { lastName: 'x'.repeat(10_000) }, 'lastName'],
      ['the admin role', { role: 'admin' }, 'role'],
      ['a number for a name', { firstName: 42 }, 'firstName'],
      ['an unknown field', { isVerified: true }, 'isVerified'],
      ['a supplier without a company', { role: 'vendor' }, 'companyName'],
    ])('answers 422 naming the field for %s', async (_, change, field) => {
      const response = await api.client().post<ProblemBody>('/api/auth/register', registration(change));
      expect(response.status).toBe(422);
      const problem = problemSchema.parse(response.body);
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors?.map((error) => error.field)).toContain(field);
    });

    it('answers 415 to a body that is not JSON, and 400 to malformed JSON', async () => {
      const form = await api.client().request<ProblemBody>('POST', '/api/auth/register', {
        rawBody: 'email=a@b.example&password=12345678',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(form.body.code).toBe('unsupported_media_type');

      const broken = await api.client().request<ProblemBody>('POST', '/api/auth/register', {
        rawBody: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect(broken.headers.get('content-type')).toBe('application/problem+json');
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with the right password, with a new session id each time', async () => {
      const { user, client } = await signUp(api);
      const firstCookie = client.cookieHeader;
      const login = await client.post<Me>('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(user.id);
      expect(client.cookieHeader).not.toBe(firstCookie);

      // The session the sign-in replaced is gone.
      const stale = await fetch(`${api.url}/api/auth/me`, { headers: { cookie: firstCookie } });
      expect(stale.status).toBe(401);
    });

    it('re-makes a hash made at an older cost when its owner signs in, and the password goes on working', async () => {
      const { user } = await signUp(api);
      const olderHash = await hashPassword(TEST_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
      await api.db.knex('users').where({ id: user.id }).update({ passwordHash: olderHash });

      const login = await api
        .client()
        .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      const { passwordHash } = await api.db.knex('users').where({ id: user.id }).first('passwordHash');
      expect(passwordHash).not.toBe(olderHash);
      expect(passwordHash).toMatch(new RegExp(`^scrypt\\$${passwordHashCost().N}\\$8\\$1\\$`));

      const again = await api
        .client()
        .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(again.status).toBe(200);
      const wrong = await api
        .client()
        .post('/api/auth/login', { email: user.email, password: 'not the password' });
      expect(wrong.status).toBe(401);
    });

    it('answers 401 alike for a wrong password and an unknown email', async () => {
      const { user } = await signUp(api);
      const wrong = await api
        .client()
        .post<ProblemBody>('/api/auth/login', { email: user.email, password: 'wrong password' });
      const unknown = await api
        .client()
        .post<ProblemBody>('/api/auth/login', { email: 'nobody@example.com', password: TEST_PASSWORD });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({
          code: 'invalid_credentials',
          detail: 'Email or password is incorrect.',
        });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('slows a guesser at one address down after five failures, while the owner elsewhere signs in', async () => {
      const { user } = await signUp(api);
      const guesser = api.client();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await guesser.post('/api/auth/login', {
          email: user.email,
          password: `guess ${attempt}`,
        });
        expect(response.status).toBe(401);
      }
      const waiting = await guesser.post<ProblemBody>('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(waiting.status).toBe(429);
      expect(waiting.body).toMatchObject({
        code: 'too_many_failed_logins',
        detail: 'Too many failed sign-ins for this email. Try again in 30 seconds.',
      });
      expect(Number(waiting.headers.get('retry-after'))).toBe(30);

      const owner = await api
        .client()
        .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(owner.status).toBe(200);
    });

    it('signs out: the cookie is cleared and the session no longer works', async () => {
      const { client } = await signUp(api);
      const token = client.cookieHeader;
      const logout = await client.post('/api/auth/logout');
      expect(logout.status).toBe(204);
      expect(logout.headers.get('set-cookie')).toMatch(/rawex_session=;/);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect((await fetch(`${api.url}/api/auth/me`, { headers: { cookie: token } })).status).toBe(401);
    });

    it('ends a session idle past its expiry', async () => {
      const { client } = await signUp(api);
      await api.db.knex('sessions').update({ expire: new Date(Date.now() - 1000) });
      const response = await client.get<ProblemBody>('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('not_signed_in');
    });

    it('stores only a hash of the session token', async () => {
      const { client } = await signUp(api);
      const token = client.cookieHeader.replace('rawex_session=', '');
      const stored = await api.db.knex('sessions').pluck('sid');
      expect(stored).not.toContain(token);
      expect(stored.every((sid: string) => /^[a-f0-9]{64}$/.test(sid))).toBe(true);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a change from a foreign Origin', async () => {
      const response = await api.client().post<ProblemBody>('/api/auth/register', registration(), {
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('cross_origin_request');
    });

    it('refuses a cookie-signed-in change that does not say where it comes from', async () => {
      const { client } = await signUp(api);
      const response = await fetch(`${api.url}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: client.cookieHeader },
      });
      expect(response.status).toBe(403);
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });

    it('sends security headers', async () => {
      const response = await fetch(`${api.url}/api/health`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});

describe('CORS for a configured third-party origin', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ corsOrigins: ['https://shop.example'] });
  });
  afterAll(() => api.close());

  it('allows that origin and exposes the paging headers, and no other origin', async () => {
    const allowed = await fetch(`${api.url}/api/categories`, { headers: { origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    const other = await fetch(`${api.url}/api/categories`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('behind an HTTPS reverse proxy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ trustedProxyHops: 1 });
  });
  afterAll(() => api.close());

  it('marks the session cookie Secure', async () => {
    const host = new URL(api.url).host;
    const response = await api.client().post(
      '/api/auth/register',
      {
        email: 'secure@example.com',
        password: TEST_PASSWORD,
        firstName: 'Sam',
        lastName: 'Secure',
      },
      { headers: { 'x-forwarded-proto': 'https', origin: `https://${host}` } },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(/;\s*secure/i);
  });
});

describe('a session a month old', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('ends, however recently it was used', async () => {
    const { client } = await signUp(api);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await api.db.knex('sessions').update({
      sess: api.db.knex.raw(`jsonb_set(sess, '{absoluteExpiry}', to_jsonb(?::text))`, [
        new Date(Date.now() - 1000).toISOString(),
      ]),
    });
    // The month passes while the server still has the session as found by the last read.
    await sleep(RECENT_SESSION_MS);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(await api.db.knex('sessions').count({ count: '*' }).first()).toEqual({ count: 0 });
  });
});

describe('password rules and limits by address', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A hundred sign-ins within seconds: the per-minute limit on sign-ins (address-limits.test.ts)
    // would stop them first; here the failures' own counter is tested.
    api = await startTestApi({ addressLimits: { ...DEFAULT_ADDRESS_LIMITS, signIns: 0 } });
  });
  afterAll(() => api.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    email: `buyer-${Math.random().toString(36).slice(2)}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Ife',
    lastName: 'Okafor',
    ...overrides,
  });
  const fromAddress = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it.each([
    ['nine characters', 'ninechars', 'must be at least 10 characters'],
    [
      'a common password',
      'Password123',
      'is one of the most used passwords, the first an attacker tries: choose another',
    ],
    ['129 characters', 'x'.repeat(129), 'must be at most 128 characters'],
  ])('refuses %s at sign-up, naming the password, and makes no account', async (_, password, message) => {
    const body = registration({ password });
    const response = await api.client().post<ProblemBody>('/api/auth/register', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ field: 'password', message }]);
    expect(await api.db.knex('users').where({ email: body.email }).first()).toBeUndefined();
  });

  it('takes a passphrase of 128 characters', async () => {
    const response = await api
      .client()
      .post('/api/auth/register', registration({ password: 'grain '.repeat(21) + 'xy' }));
    expect(response.status).toBe(201);
  });

  it('changes a password with the current one: other sessions end, this one stays, the old password stops working', async () => {
    const { user, client } = await signUp(api);
    const elsewhere = api.client();
    await elsewhere.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const newPassword = 'a fresh passphrase for spring';

    const wrong = await client.post<ProblemBody>('/api/auth/password', {
      currentPassword: 'not it at all',
      newPassword,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'is not your password' }]);
    const common = await client.post<ProblemBody>('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(common.body.errors?.[0]?.field).toBe('newPassword');
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);

    const changed = await client.post('/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    const old = await api.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await api.client().post('/api/auth/login', { email: user.email, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('lists the keys still working after a change, and revokes them all when asked', async () => {
    const { client } = await signUp(api);
    const made = [];
    for (const name of ['shop sync', 'old laptop']) {
      made.push(
        (await client.post<ApiKey & { key: string }>('/api/keys', { name, permissions: ['read:products'] }))
          .body,
      );
    }
    const kept = await client.post<PasswordChanged>('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a second passphrase entirely',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.revokedKeys).toEqual([]);
    expect(kept.body.activeKeys.map((key) => key.name).sort()).toEqual(['old laptop', 'shop sync']);

    const revoked = await client.post<PasswordChanged>('/api/auth/password', {
      currentPassword: 'a second passphrase entirely',
      newPassword: 'a third passphrase entirely',
      revokeKeys: true,
    });
    expect(revoked.body.revokedKeys.map((key) => [key.name, key.status]).sort()).toEqual([
      ['old laptop', 'revoked'],
      ['shop sync', 'revoked'],
    ]);
    expect(revoked.body.activeKeys).toEqual([]);
    for (const key of made) {
      const used = await fetch(`${api.url}/api/products?limit=1`, {
        headers: { authorization: `Bearer ${key.key}` },
      });
      expect(used.status).toBe(401);
    }
  });

  it('does not let an API key change the password', async () => {
    const { client } = await signUp(api);
    const key = await client.post<{ key: string }>('/api/keys', { name: 'all', permissions: ['admin:all'] });
    const response = await fetch(`${api.url}/api/auth/password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.body.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'a fresh passphrase for spring' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ProblemBody).code).toBe('session_required');
  });

  it('makes at most 20 accounts an hour from one address; another address is not held back', async () => {
    for (let index = 0; index < 20; index += 1) {
      const made = await api.client().post('/api/auth/register', registration(), fromAddress('203.0.113.7'));
      expect(made.status).toBe(201);
    }
    const refused = await api
      .client()
      .post<ProblemBody>('/api/auth/register', registration(), fromAddress('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_sign_ups');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const elsewhere = await api
      .client()
      .post('/api/auth/register', registration(), fromAddress('198.51.100.9'));
    expect(elsewhere.status).toBe(201);
  });

  it('refuses sign-ins from an address after a hundred failures in 15 minutes, whatever the emails', async () => {
    const { user } = await signUp(api);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const failed = await api
        .client()
        .post(
          '/api/auth/login',
          { email: `nobody-${attempt}@example.com`, password: 'a guess' },
          fromAddress('192.0.2.50'),
        );
      expect(failed.status).toBe(401);
    }
    const refused = await api
      .client()
      .post<ProblemBody>(
        '/api/auth/login',
        { email: user.email, password: TEST_PASSWORD },
        fromAddress('192.0.2.50'),
      );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_failed_logins' });
    expect(refused.body.detail).toContain('from your network');
    const elsewhere = await api
      .client()
      .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(elsewhere.status).toBe(200);
  }, 60_000);
});
