import { signUp, startTestApi, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMoneyFormat,
  createRawexClient,
  fetchMoneyFormat,
  ok,
  pages,
  RawexApiError,
  type Schemas,
} from './index.ts';

describe('@rawex/client', () => {
  let api: TestApi;
  let vendorId: string;
  let key: string;

  beforeAll(async () => {
    api = await startTestApi();
    const vendor = await signUp(api, 'vendor');
    vendorId = vendor.user.id;
    const [category] = await api.db
      .knex('categories')
      .insert({ name: 'Metals', slug: 'metals' })
      .returning('id');
    const products = Array.from({ length: 25 }, (_, index) => ({
      sku: `CU-${index}`,
      name: `Copper cathode ${index}`,
      description: 'LME grade A.',
      categoryId: (category as { id: number }).id,
      price: '9.10',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 5000,
      images: [`/uploads/${'c'.repeat(64)}.png`],
    }));
    expect((await vendor.client.post('/api/products/bulk', { products })).status).toBe(200);
    const created = await vendor.client.post<{ key: string }>('/api/keys', {
      name: 'client test',
      permissions: ['read:products'],
    });
    key = created.body.key;
  });
  afterAll(() => api.close());

  it('lists products with typed answers and the paging headers read', async () => {
    const client = createRawexClient({ baseUrl: api.url });
    const { data, response } = await ok(
      client.GET('/api/products', { params: { query: { search: 'copper', limit: 10 } } }),
    );
    const names: string[] = data.map((product: Schemas['Product']) => product.name);
    expect(names).toHaveLength(10);
    expect(response.headers.get('X-Total-Count')).toBe('25');
  });

  it('walks every page of a cursor-paged list', async () => {
    const client = createRawexClient({ baseUrl: api.url, apiKey: key });
    const seen: string[] = [];
    for await (const page of pages((query) =>
      client.GET('/api/vendors/{id}/products', {
        params: { path: { id: vendorId }, query: { limit: 10, ...query } },
      }),
    )) {
      expect(page.total).toBe(25);
      seen.push(...page.items.map((product) => product.sku ?? ''));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it('writes the API’s amounts to each currency’s minor units, exactly, as the API keeps them', async () => {
    const money = await fetchMoneyFormat(createRawexClient({ baseUrl: api.url }));
    expect(money('1234.5', 'EUR')).toBe('€1,234.50');
    expect(money('162080', 'JPY')).toBe('¥162,080');
    expect(money('1234.5', 'KWD')).toBe('KWD\u00a01,234.500');
    // Kept to the cent, though the runtime's own tables write forints whole.
    expect(money('1234567.89', 'HUF')).toBe('HUF\u00a01,234,567.89');
    // Beyond a float's precision: written as the string says.
    expect(money('12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
    expect(money.minorUnitsOf('JPY')).toBe(0);
    expect(() => money('1.00', 'XYZ')).toThrow('XYZ is not a currency the API lists (GET /api/currencies)');
    const documents = createMoneyFormat([{ code: 'EUR', minorUnits: 2 }], {
      locale: 'de-DE',
      currencyDisplay: 'code',
    });
    expect(documents('1234.5', 'EUR')).toBe('1.234,50\u00a0EUR');
  });

  it('rejects with the problem’s status, code and detail', async () => {
    const client = createRawexClient({ baseUrl: api.url, apiKey: key });
    const refusal = await client
      .POST('/api/products/bulk', { body: { products: [] } })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RawexApiError);
    expect(refusal).toMatchObject({ status: 403, code: 'missing_permission' });
    expect((refusal as RawexApiError).detail).toBe('This API key lacks the permission write:products.');
  });

  it('says the status and the answer in its message, and is made again from the answer alone', async () => {
    const client = createRawexClient({ baseUrl: api.url });
    const refusal = (await client
      .GET('/api/products/{id}', { params: { path: { id: 999999 } } })
      .catch((error: unknown) => error)) as RawexApiError;
    expect(refusal.message).toBe(`404: ${refusal.answer.body}`);
    expect(JSON.parse(refusal.answer.body)).toMatchObject({ status: 404, code: 'product_not_found' });

    // What a server-rendered page hands the browser: the answer, as plain data.
    const again = new RawexApiError(JSON.parse(JSON.stringify(refusal.answer)));
    expect(again).toMatchObject({ status: 404, code: 'product_not_found', detail: refusal.detail });
    expect(new RawexApiError({ status: 502, body: '', statusText: 'Bad Gateway' }).message).toBe(
      '502: Bad Gateway',
    );
  });
});
