import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS_LIMITS } from './platform/http/address-limits.ts';
import { z } from 'zod';
import type { BulkImportResult, ProblemBody } from './contracts.ts';
import { servedPath, type RouteDefinition } from './platform/http/route.ts';
import {
  seedTrade,
  signInAsAdmin,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
  type TestClient,
} from './testing/index.ts';
import { apiRoutes } from './api-routes.ts';

/**
 * Random and adversarial input on every JSON body and every query the API takes: never a 500,
 * never a change on a refusal, and every refusal a problem+json with a code (naming the fields
 * at fault when the content was refused).
 */

const RUNS_PER_ROUTE = 50;

/** Numbers JSON can carry but JavaScript and PostgreSQL may not hold as they are. */
const awkwardNumbers = [
  '-0',
  '1e309',
  '-1e309',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.7976931348623157e308',
  '5e-324',
  '0.1e-400',
  '2147483648',
  '-2147483649',
  '1.005',
];
const awkwardStrings = [
  '',
  'NaN',
  'Infinity',
  '-0',
  '1,200.50',
  '\u0000',
  '\u202e\ufeff\u200b',
  'null',
  '<script>alert(1)</script>',
  "'; DROP TABLE products; --",
  '\ud800',
  '𝕏'.repeat(300),
  'x'.repeat(70_000),
];
const awkwardKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** JSON text (so it can hold what JSON.stringify cannot: -0, 1e309, a lone surrogate, a __proto__ key). */
const scalarText = fc.oneof(
  fc.constantFrom(...awkwardNumbers),
  fc.constantFrom(...awkwardStrings).map((text) => JSON.stringify(text)),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => JSON.stringify(text)),
  fc.constantFrom('null', 'true', 'false', '[]', '{}'),
  fc.integer({ min: 50, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 50, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
);

function objectText(keys: string[], value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 }) },
    { weight: 1, arbitrary: fc.constantFrom(...awkwardKeys) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 8 })
    .map((entries) => `{${entries.map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(',')}}`);
}

/** A body for a schema: mostly objects with its own field names (so the check goes past the first), holding anything. */
function bodyText(schema: z.ZodType): fc.Arbitrary<string> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalarText,
      fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      objectText(keys, tie('value')),
    ),
  }));
  return fc.oneof({ weight: 4, arbitrary: objectText(keys, value) }, { weight: 1, arbitrary: value });
}

/** A query string for a schema: its own parameter names (repeated, too) and anything as values. */
function queryText(schema: z.ZodType): fc.Arbitrary<string> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const value = fc.oneof(
    fc.constantFrom(...awkwardNumbers, ...awkwardStrings.slice(0, 12)),
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
  );
  const key = fc.oneof(fc.constantFrom(...keys, ...awkwardKeys), fc.string({ maxLength: 8 }));
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** The business data: what a refused request must leave exactly as it was. */
const WATCHED_TABLES = [
  'users',
  'categories',
  'products',
  'orders',
  'order_items',
  'order_status_changes',
  'shipments',
  'shipment_events',
  'auctions',
  'auction_invitations',
  'auction_lots',
  'auction_bids',
  'trade_document_checklists',
  'trade_document_requests',
  'trade_documents',
  'cart_items',
  'vendor_ratings',
  'api_keys',
  'idempotency_keys',
  'blockchain_contracts',
  'blockchain_transactions',
];

describe('fuzzed input', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let admin: SignedIn;
  let paths: Record<string, string>;
  let categoryId: number;

  /** Who calls a route: someone its access lets in, so the input is what gets checked. */
  const callerFor = (route: RouteDefinition): TestClient => {
    if (route.access === 'public' || route.access === 'signed-in') return buyer.client;
    return route.access.includes('vendor') ? vendor.client : admin.client;
  };

  /** The route's path with ids of things that exist (the cart's user and line told apart by method). */
  const pathOf = (route: RouteDefinition) =>
    servedPath(route).replace(/:(\w+)/g, (_match, name: string) => {
      const key = `${servedPath(route).split('/:')[0]}:${name}:${route.method}`;
      return paths[key] ?? paths[`${servedPath(route).split('/:')[0]}:${name}`] ?? '1';
    });

  const fingerprint = async () => {
    const sums = WATCHED_TABLES.map(
      (table) => `SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS sum FROM ${table} t`,
    );
    const { rows } = await api.db.knex.raw(sums.join(' UNION ALL '));
    return (rows as { sum: string }[]).map((row) => row.sum).join('');
  };

  beforeAll(async () => {
    // Thousands of changes from three clients in a few seconds: far past the writes an address may
    // make a minute, which address-limits.test.ts tests. Here every body must reach validation.
    api = await startTestApi({ addressLimits: { ...DEFAULT_ADDRESS_LIMITS, writes: 0 } });
    [buyer, vendor] = await Promise.all([signUp(api, 'buyer'), signUp(api, 'vendor')]);
    admin = await signInAsAdmin(api);
    const { category, product, orderId, cartItemId } = await seedTrade(api, vendor, buyer);
    const key = await buyer.client.post<{ id: number }>('/api/keys', {
      name: 'fuzz',
      permissions: ['read:products'],
    });
    categoryId = category.id;
    paths = {
      '/api/products:id': String(product.id),
      '/api/vendors:id': vendor.user.id,
      '/api/users:id': vendor.user.id,
      '/api/orders:id': String(orderId),
      '/api/cart:id:get': buyer.user.id,
      '/api/cart:id': String(cartItemId),
      '/api/keys:id': String(key.body.id),
      '/api/categories:slug': category.slug,
      '/api/blockchain/contracts:address': `0x${'ab'.repeat(20)}`,
    };
  });
  afterAll(() => api.close());

  /** What is wrong with an answer, if anything. */
  const faultOf = (status: number, contentType: string | null, body: unknown): string | null => {
    if (status >= 500) return `answered ${status}: ${JSON.stringify(body).slice(0, 300)}`;
    if (status < 400) return null;
    if (contentType !== 'application/problem+json') return `a ${status} as ${contentType}`;
    const problem = body as ProblemBody;
    if (!problem.code || !problem.detail) return `a ${status} without a code or detail`;
    if (
      problem.code === 'validation_failed' &&
      !(problem.errors?.length && problem.errors.every((e) => e.field))
    ) {
      return 'a validation_failed that names no field';
    }
    return null;
  };

  const send = async (client: TestClient, method: string, path: string, rawBody?: string) => {
    const response = await client.request<ProblemBody>(method, path, {
      rawBody,
      headers: rawBody === undefined ? {} : { 'content-type': 'application/json' },
    });
    return {
      fault: faultOf(response.status, response.headers.get('content-type'), response.body),
      status: response.status,
    };
  };

  const bodyRoutes = apiRoutes.filter(
    (route) => route.body?.type === 'json' && route.path !== '/auth/logout',
  );
  const queryRoutes = apiRoutes.filter((route) => route.query);

  // A fault fails the property: fast-check shrinks the input and prints it with the seed that replays it.
  // One test a route: a failure names its route, and a slow machine's minutes are not one test's.
  describe(`${RUNS_PER_ROUTE} random bodies to each of ${bodyRoutes.length} routes: no 500, a problem for each refusal, nothing changed by one`, () => {
    /** The data as it stands: only an accepted body may change it. */
    let current: string;
    beforeAll(async () => {
      current = await fingerprint();
    });
    for (const route of bodyRoutes) {
      const method = route.method.toUpperCase();
      it(`${method} ${servedPath(route)}`, async () => {
        if (route.body?.type !== 'json') throw new Error('a route without a JSON body');
        await fc.assert(
          fc.asyncProperty(bodyText(route.body.schema), async (text) => {
            const { fault, status } = await send(callerFor(route), method, pathOf(route), text);
            expect(fault, `${method} ${servedPath(route)}`).toBeNull();
            if (status >= 400)
              expect(await fingerprint(), `${method} ${servedPath(route)} changed data`).toBe(current);
            else current = await fingerprint();
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      });
    }
  });

  describe(`${RUNS_PER_ROUTE} random queries to each of ${queryRoutes.length} routes: no 500, a problem for each refusal`, () => {
    for (const route of queryRoutes) {
      const method = route.method.toUpperCase();
      it(`${method} ${servedPath(route)}`, async () => {
        if (!route.query) throw new Error('a route without a query');
        const query = route.query;
        await fc.assert(
          fc.asyncProperty(queryText(query), async (text) => {
            const { fault } = await send(callerFor(route), method, `${pathOf(route)}?${text}`);
            expect(fault, `${method} ${servedPath(route)}`).toBeNull();
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      });
    }
  });

  it('refuses what the fuzzing found answered 500 before: deep nesting, a NUL in a body or a query, a product that is not an object', async () => {
    const deep = await buyer.client.request<ProblemBody>('POST', '/api/blockchain/contracts', {
      rawBody: `{"name":"Deep","networkId":"sepolia","parameters":{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(422);
    expect(deep.body.code).toBe('nested_too_deeply');
    const nul = await buyer.client.post<ProblemBody>('/api/blockchain/contracts', {
      name: 'Nul',
      networkId: 'sepolia',
      parameters: { note: 'a\u0000b' },
    });
    expect(nul.status).toBe(422);
    expect(nul.body.code).toBe('unstorable_text');
    const query = await buyer.client.get<ProblemBody>('/api/blockchain/transactions?network=%00');
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual([{ field: 'network', message: 'contains a NUL character' }]);
    for (const body of [[], [1], {}]) {
      const product = await vendor.client.post<ProblemBody>('/api/products', body);
      expect(product.status).toBe(422);
      expect(product.body.code).toBe('validation_failed');
    }
  });

  it('refuses a 10 MB body with a 413 problem and stores nothing; the bulk import takes a thousand rows', async () => {
    const before = await fingerprint();
    const huge = await vendor.client.request<ProblemBody>('POST', '/api/products', {
      rawBody: JSON.stringify({ name: 'x'.repeat(10_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 'payload_too_large',
      detail: 'The body is larger than 256kb, the most this operation takes.',
    });
    expect(await fingerprint()).toBe(before);

    const rows = Array.from({ length: 1000 }, (_, index) => ({
      sku: `CU-${index}`,
      categoryId,
      name: `Copper lot ${index}`,
      description: 'Grade A cathode, LME registered. '.repeat(40),
      price: '8.10',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 1000,
      images: ['https://example.com/copper.jpg'],
    }));
    expect(JSON.stringify({ products: rows }).length).toBeGreaterThan(1_000_000);
    const bulk = await vendor.client.post<BulkImportResult>('/api/products/bulk', { products: rows });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ created: 1000, failed: 0 });
  });
});
