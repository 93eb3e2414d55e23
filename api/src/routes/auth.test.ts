import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema, problemSchema, type Me, type ProblemBody } from '../contracts/index.ts';
import { signUp, startTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';

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
      expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
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

    it('locks an email out after ten failed sign-ins in 15 minutes, even for the right password', async () => {
      const { user } = await signUp(api);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await api
          .client()
          .post('/api/auth/login', { email: user.email, password: `guess ${attempt}` });
        expect(response.status).toBe(401);
      }
      const locked = await api
        .client()
        .post<ProblemBody>('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('too_many_failed_logins');
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);

      // Another email is not affected.
      const other = await signUp(api);
      const fine = await api
        .client()
        .post('/api/auth/login', { email: other.user.email, password: TEST_PASSWORD });
      expect(fine.status).toBe(200);
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
    api = await startTestApi({ trustProxy: true });
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
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(await api.db.knex('sessions').count({ count: '*' }).first()).toEqual({ count: 0 });
  });
});
