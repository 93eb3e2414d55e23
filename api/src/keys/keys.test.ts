import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyListSchema, newApiKeySchema, type ApiKey, type Me, type ProblemBody } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import type { AppError } from '../platform/errors/index.ts';
import { useApiKey } from './key-authentication.ts';
import {
  signInAsAdmin,
  signUp,
  startTestApi,
  TEST_PASSWORD,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

describe('API keys', () => {
  let api: TestApi;
  let owner: SignedIn;
  let product: Product;

  const createKey = async (who: SignedIn, body: Record<string, unknown>) => {
    const response = await who.client.post<ApiKey>('/api/keys', body);
    if (response.status !== 201) throw new Error(`key creation failed: ${response.status} ${response.text}`);
    return response.body;
  };
  /** A request made with the key only: no cookie, no Origin. */
  const withKey = (key: string, method: string, path: string, body?: unknown) =>
    fetch(api.url + path, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUp(api, 'vendor');
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
    product = await Product.query(api.db.knex).insertAndFetch({
      vendorId: owner.user.id,
      categoryId: category.id,
      name: 'Green coffee',
      price: '4.00',
      unit: 'kg',
      availableQuantity: 1000,
      images: ['/uploads/x.png'],
    });
  });
  afterAll(() => api.close());

  it('shows a new key once, stores only its hash, and lists it by its first 16 characters', async () => {
    const response = await owner.client.post<ApiKey>('/api/keys', {
      name: 'ERP sync',
      permissions: ['read:products', 'write:products'],
    });
    expect(response.status).toBe(201);
    const created = newApiKeySchema.parse(response.body);
    expect(created.key).toMatch(/^rx_live_[0-9A-Za-z]{40,44}$/);
    expect(created).toMatchObject({ rateLimit: 1000, status: 'active', requests: 0, lastUsed: null });

    const stored = await api.db.knex('apiKeys').where({ id: created.id }).first();
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored.keyPrefix).toBe(created.key.slice(0, 16));

    const listed = apiKeyListSchema.parse((await owner.client.get('/api/keys')).body);
    expect(listed.find((key) => key.id === created.id)?.key).toBe(created.key.slice(0, 16));
  });

  it('acts as its owner with only its permissions', async () => {
    const { key } = await createKey(owner, { name: 'read only', permissions: ['read:products'] });
    const me = await withKey(key, 'GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as Me).id).toBe(owner.user.id);
    expect((await withKey(key, 'GET', '/api/products')).status).toBe(200);

    const write = await withKey(key, 'PATCH', `/api/products/${product.id}`, { price: '0.01' });
    expect(write.status).toBe(403);
    expect(((await write.json()) as ProblemBody).detail).toBe(
      'This API key lacks the permission write:products.',
    );
    expect((await withKey(key, 'GET', '/api/categories')).status).toBe(403);
    expect((await api.db.knex('products').where({ id: product.id }).first('price')).price).toBe('4.00');
  });

  it('reaches what waits for its owner only with order permissions, and never their account', async () => {
    const waiting: [string, string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read', { all: true }],
      ['GET', '/api/notification-settings'],
      ['PUT', '/api/notification-settings', [{ kind: 'order_received', email: false }]],
      ['GET', '/api/auth/me/summary'],
    ];
    const { key: catalogue } = await createKey(owner, {
      name: 'catalogue feed',
      permissions: ['read:products'],
    });
    for (const [method, path, body] of waiting) {
      const refused = await withKey(catalogue, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(((await refused.json()) as ProblemBody).code).toBe('missing_permission');
    }
    expect(
      await api.db.knex('notificationSettings').where({ userId: owner.user.id }).first(),
    ).toBeUndefined();
    const { key: orders } = await createKey(owner, {
      name: 'order desk',
      permissions: ['read:orders', 'write:orders'],
    });
    for (const [method, path, body] of waiting) {
      expect((await withKey(orders, method, path, body)).status, `${method} ${path}`).toBe(200);
    }

    const { key: everything } = await createKey(owner, { name: 'everything', permissions: ['admin:all'] });
    const passwordBefore = (await api.db.knex('users').where({ id: owner.user.id }).first('passwordHash'))
      .passwordHash;
    for (const [path, body] of [
      ['/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'a new and longer passphrase' }],
      ['/api/auth/confirm-password', { password: TEST_PASSWORD }],
      ['/api/auth/verification-email', {}],
    ] as const) {
      const refused = await withKey(everything, 'POST', path, body);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as ProblemBody).code).toBe('session_required');
    }
    expect((await api.db.knex('users').where({ id: owner.user.id }).first('passwordHash')).passwordHash).toBe(
      passwordBefore,
    );
  });

  it('changes things without a cookie or an Origin, as a server-to-server client does', async () => {
    const { key } = await createKey(owner, { name: 'writer', permissions: ['write:products'] });
    const response = await withKey(key, 'PATCH', `/api/products/${product.id}`, { availableQuantity: 900 });
    expect(response.status).toBe(200);
  });

  it('lets admin:all do everything, keys included', async () => {
    const { key } = await createKey(owner, { name: 'admin', permissions: ['admin:all'] });
    expect((await withKey(key, 'GET', '/api/categories')).status).toBe(200);
    expect((await withKey(key, 'GET', '/api/keys')).status).toBe(200);
    const { key: narrow } = await createKey(owner, { name: 'narrow', permissions: ['read:orders'] });
    expect((await withKey(narrow, 'GET', '/api/keys')).status).toBe(403);
  });

  it('lets a key revoke itself, but only admin:all revoke another key', async () => {
    const cli = await createKey(owner, { name: 'cli', permissions: ['read:products'] });
    const other = await createKey(owner, { name: 'other', permissions: ['read:products'] });
    const refused = await withKey(cli.key, 'DELETE', `/api/keys/${other.id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ProblemBody).code).toBe('missing_permission');
    expect((await withKey(cli.key, 'DELETE', `/api/keys/${cli.id}`)).status).toBe(204);
    expect((await withKey(cli.key, 'GET', '/api/products')).status).toBe(401);
    expect((await withKey(other.key, 'GET', '/api/products')).status).toBe(200);
  });

  it('stops working when revoked, or past its expiry (401)', async () => {
    const revoked = await createKey(owner, { name: 'old', permissions: ['read:products'] });
    expect((await owner.client.delete(`/api/keys/${revoked.id}`)).status).toBe(204);
    const refused = await withKey(revoked.key, 'GET', '/api/products');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ProblemBody).code).toBe('invalid_api_key');

    const expiring = await createKey(owner, {
      name: 'expiring',
      permissions: ['read:products'],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(expiring.key, 'GET', '/api/products')).status).toBe(200);
    await api.db
      .knex('apiKeys')
      .where({ id: expiring.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await withKey(expiring.key, 'GET', '/api/products')).status).toBe(401);

    const listed = (await owner.client.get<ApiKey[]>('/api/keys')).body;
    expect(listed.find((key) => key.id === revoked.id)?.status).toBe('revoked');
    expect(listed.find((key) => key.id === expiring.id)?.status).toBe('expired');
    expect((await withKey('rx_live_made-up', 'GET', '/api/products')).status).toBe(401);
    const basic = await fetch(`${api.url}/api/products`, {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
  });

  it('allows rateLimit requests an hour, then answers 429 with Retry-After', async () => {
    const { key, id } = await createKey(owner, {
      name: 'limited',
      permissions: ['read:products'],
      rateLimit: 5,
    });
    for (let request = 1; request <= 5; request += 1) {
      const response = await withKey(key, 'GET', '/api/products?limit=1');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      expect(response.headers.get('ratelimit-remaining')).toBe(String(5 - request));
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    const sixth = await withKey(key, 'GET', '/api/products?limit=1');
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await sixth.json()) as ProblemBody).code).toBe('rate_limited');

    const listed = (await owner.client.get<ApiKey[]>('/api/keys')).body.find(
      (candidate) => candidate.id === id,
    );
    expect(listed?.requests).toBe(6);
    expect(Date.now() - Date.parse(listed?.lastUsed ?? '')).toBeLessThan(60_000);

    const raised = await owner.client.patch<ApiKey>(`/api/keys/${id}`, {
      rateLimit: 10,
      name: 'less limited',
    });
    expect(raised.body).toMatchObject({ rateLimit: 10, name: 'less limited' });
    expect((await withKey(key, 'GET', '/api/products?limit=1')).status).toBe(200);
  });

  it('counts each of many requests sent at once exactly, beside other keys, a revoked one and a paused one', async () => {
    const limited = await createKey(owner, { name: 'busy', permissions: ['read:products'], rateLimit: 5 });
    const other = await createKey(owner, { name: 'other', permissions: ['read:products'] });
    const revoked = await createKey(owner, { name: 'gone', permissions: ['read:products'] });
    const paused = await createKey(owner, { name: 'paused', permissions: ['read:products'] });
    expect((await owner.client.delete(`/api/keys/${revoked.id}`)).status).toBe(204);
    await api.db.knex('apiKeys').where({ id: paused.id }).update({ status: 'paused', pausedAt: new Date() });

    // Asked in one turn of the event loop, they are authenticated by one statement.
    const answers = await Promise.allSettled([
      ...Array.from({ length: 3 }, () => useApiKey(api.db.knex, limited.key)),
      useApiKey(api.db.knex, other.key),
      useApiKey(api.db.knex, revoked.key),
      useApiKey(api.db.knex, paused.key),
      useApiKey(api.db.knex, other.key),
    ]);
    const used = (answer: PromiseSettledResult<Awaited<ReturnType<typeof useApiKey>>>) =>
      answer.status === 'fulfilled' ? answer.value.rateLimit.used : (answer.reason as AppError).code;
    expect(answers.map(used)).toEqual([1, 2, 3, 1, 'invalid_api_key', 'api_key_paused', 2]);

    // Over HTTP, ten at once on a key with two requests left: two answered, eight refused.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => withKey(limited.key, 'GET', '/api/products?limit=1')),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, ...Array(8).fill(429)]);
    expect(
      responses
        .filter((response) => response.ok)
        .map((response) => response.headers.get('ratelimit-remaining')),
    ).toEqual(expect.arrayContaining(['1', '0']));
    const listed = (await owner.client.get<ApiKey[]>('/api/keys')).body;
    expect(listed.find((key) => key.id === limited.id)?.requests).toBe(13);
    expect(listed.find((key) => key.id === other.id)?.requests).toBe(2);
  });

  it("keeps every user's keys to themselves", async () => {
    const other = await signUp(api);
    const theirs = await createKey(other, { name: 'theirs', permissions: ['read:orders'] });
    expect((await owner.client.get<ApiKey[]>('/api/keys')).body.map((key) => key.id)).not.toContain(
      theirs.id,
    );
    expect((await owner.client.patch(`/api/keys/${theirs.id}`, { name: 'mine now' })).status).toBe(404);
    expect((await owner.client.delete(`/api/keys/${theirs.id}`)).status).toBe(404);
    expect((await withKey(theirs.key, 'GET', `/api/orders?buyerId=${owner.user.id}`)).status).toBe(403);
    expect((await other.client.get<ApiKey[]>('/api/keys')).body[0]?.status).toBe('active');
  });

  it.each([
    ['an unknown permission', { name: 'x', permissions: ['read:everything'] }, 'permissions.0'],
    ['no permission', { name: 'x', permissions: [] }, 'permissions'],
    ['a rate limit of 0', { name: 'x', permissions: ['read:products'], rateLimit: 0 }, 'rateLimit'],
    [
      'an expiry in the past',
      { name: 'x', permissions: ['read:products'], expiresAt: '2020-01-01T00:00:00Z' },
      'expiresAt',
    ],
    ['no name', { permissions: ['read:products'] }, 'name'],
  ])('refuses %s (422)', async (_, body, field) => {
    const response = await owner.client.post<ProblemBody>('/api/keys', body);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((error) => error.field)).toContain(field);
  });

  it('needs a signed-in user to make keys', async () => {
    expect((await api.client().post('/api/keys', { name: 'x', permissions: ['read:products'] })).status).toBe(
      401,
    );
  });

  it('lets an account hold 25 active keys, even asked for at once; a revoked one makes room', async () => {
    const holder = await signUp(api);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        holder.client.post<ApiKey | ProblemBody>('/api/keys', {
          name: `key ${index}`,
          permissions: ['read:products'],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(25);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toMatchObject({
      code: 'too_many_api_keys',
      detail: 'You have 25 active API keys, the most an account holds: revoke one you no longer use first.',
    });
    const revoked = (answers.find((answer) => answer.status === 201)!.body as ApiKey).id;
    expect((await holder.client.delete(`/api/keys/${revoked}`)).status).toBe(204);
    expect(
      (await holder.client.post('/api/keys', { name: 'again', permissions: ['read:products'] })).status,
    ).toBe(201);
  });

  it('caps a key’s hourly limit at the account’s 10,000 until an administrator raises it', async () => {
    const holder = await signUp(api);
    const tooHigh = await holder.client.post<ProblemBody>('/api/keys', {
      name: 'busy',
      permissions: ['read:products'],
      rateLimit: 10_001,
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.errors).toEqual([
      {
        field: 'rateLimit',
        message:
          "must be at most 10,000, your account's cap on a key's hourly limit: an administrator can raise it",
      },
    ]);
    const key = await createKey(holder, { name: 'busy', permissions: ['read:products'], rateLimit: 10_000 });
    expect((await holder.client.patch(`/api/keys/${key.id}`, { rateLimit: 50_000 })).status).toBe(422);

    expect(
      (await holder.client.put(`/api/users/${holder.user.id}/key-rate-limit-cap`, { cap: 50_000 })).status,
    ).toBe(403);
    const admin = await signInAsAdmin(api);
    const raised = await admin.client.put(`/api/users/${holder.user.id}/key-rate-limit-cap`, { cap: 50_000 });
    expect(raised.status).toBe(200);
    expect(raised.body).toEqual({ userId: holder.user.id, cap: 50_000 });
    const changed = await holder.client.patch<ApiKey>(`/api/keys/${key.id}`, { rateLimit: 50_000 });
    expect(changed.body.rateLimit).toBe(50_000);
    const audit = await admin.client.get<{ action: string; subject: { id: string } }[]>(
      '/api/audit-events?action=user.key_rate_limit_cap_changed',
    );
    expect(audit.body.map((event) => event.subject.id)).toContain(holder.user.id);
  });
});
