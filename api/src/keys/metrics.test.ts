import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUsageSchema, keyUsageSchema, type ApiKey, type EndpointUsage } from '../contracts.ts';
import { signInAsAdmin, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('the API’s own figures', () => {
  let api: TestApi;
  let owner: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUp(api, 'buyer');
    admin = await signInAsAdmin(api);
  });
  afterAll(() => api.close());

  const usage = async () => {
    const response = await admin.client.get<EndpointUsage[]>('/api/metrics/endpoints');
    expect(response.status).toBe(200);
    return endpointUsageSchema.array().parse(response.body);
  };
  const row = (rows: EndpointUsage[], method: string, path: string) =>
    rows.find((candidate) => candidate.method === method && candidate.path === path);

  it('count requests per route template, with their mean time and error rate', async () => {
    const before = await usage();
    const productsBefore = row(before, 'GET', '/api/products/{id}')?.requests ?? 0;
    for (const id of [999_991, 999_992, 999_993])
      expect((await api.client().get(`/api/products/${id}`)).status).toBe(404);
    await api.client().get('/api/categories');
    const after = await usage();
    const product = row(after, 'GET', '/api/products/{id}')!;
    expect(product.requests).toBe(productsBefore + 3);
    expect(product.errorRate).toBeGreaterThan(0);
    expect(product.averageMs).toBeGreaterThan(0);
    expect(row(after, 'GET', '/api/categories')?.requests).toBeGreaterThanOrEqual(1);
    // Every documented operation is listed, those nobody called with no time.
    const quiet = row(after, 'DELETE', '/api/cart/{id}')!;
    expect(quiet).toMatchObject({ requests: 0, averageMs: null, errorRate: 0 });
  });

  it("answer a user's keys' requests per hour for 24 hours, and each key's this hour", async () => {
    const created = await owner.client.post<ApiKey>('/api/keys', {
      name: 'Metrics',
      permissions: ['read:products'],
      rateLimit: 100,
    });
    expect(created.status).toBe(201);
    for (let request = 0; request < 3; request += 1)
      await fetch(`${api.url}/api/categories`, { headers: { authorization: `Bearer ${created.body.key}` } });
    const response = await owner.client.get('/api/keys/usage');
    expect(response.status).toBe(200);
    const figures = keyUsageSchema.parse(response.body);
    expect(figures.hours).toHaveLength(24);
    expect(figures.hours.at(-1)?.requests).toBe(3);
    expect(figures.keys).toEqual([
      { id: created.body.id, name: 'Metrics', status: 'active', rateLimit: 100, requestsThisHour: 3 },
    ]);
    const stranger = await signUp(api, 'buyer');
    const theirs = keyUsageSchema.parse((await stranger.client.get('/api/keys/usage')).body);
    expect(theirs.keys).toEqual([]);
    expect(theirs.hours.every((hour) => hour.requests === 0)).toBe(true);
  });

  it('are for signed-in users only, and the whole platform’s for administrators only', async () => {
    expect((await api.client().get('/api/metrics/endpoints')).status).toBe(401);
    const vendor = await signUp(api, 'vendor');
    expect((await vendor.client.get('/api/metrics/endpoints')).status).toBe(403);
    expect((await owner.client.get('/api/metrics/endpoints')).status).toBe(403);
    expect((await api.client().get('/api/keys/usage')).status).toBe(401);
  });
});
