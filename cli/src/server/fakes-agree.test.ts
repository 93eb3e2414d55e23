import { startTestApi, type TestApi } from '@rawex/api/testing';
import { catalogueHandlers } from '@rawex/fixtures/handlers';
import { demoProducts, demoVendors } from '@rawex/fixtures/records';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from './seed/seed-database.ts';

/**
 * The MSW handlers that fake the catalogue (Storybook, the storefront's tests) are only worth
 * their answers if the API gives the same: each request here goes to both, the fake and the API
 * on a database seeded with the same demo records, and the answers are compared. Pictures differ
 * by design (the fakes draw them as SVG data, so they need no server): only their number is.
 */

interface Answer {
  status: number;
  type: string;
  total: string | null;
  body: unknown;
}

/** A record with its pictures counted rather than named, at any depth. */
const withPicturesCounted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withPicturesCounted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'images' && Array.isArray(field) ? field.length : withPicturesCounted(field),
    ]),
  );
};

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  type: (response.headers.get('content-type') ?? '').split(';')[0] ?? '',
  total: response.headers.get('x-total-count'),
  body: withPicturesCounted(await response.json()),
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDatabase(api.db, api.storage, { products: demoProducts.length });
}, 120_000);
afterAll(() => api?.close());

const real = async (path: string) => answerOf(await fetch(`${api.url}${path}`));
async function fake(path: string): Promise<Answer> {
  const response = await getResponse(catalogueHandlers, new Request(`http://rawex.test${path}`));
  if (!response) throw new Error(`No fake answers ${path}`);
  return answerOf(response);
}

/** What a list's answer is made of, compared item by item: which records, in which order. */
const ids = (answer: Answer) => (answer.body as { id: number | string }[]).map((item) => item.id);

describe('the catalogue fakes and the API', () => {
  it('refuse what is not there with the same status and code', async () => {
    const missing = [
      '/api/products/999999',
      '/api/users/00000000-0000-4000-8000-000000000000',
      '/api/categories/no-such-category/statistics',
      '/api/vendors/00000000-0000-4000-8000-000000000000/ratings',
    ];
    for (const path of missing) {
      const [fromApi, fromFake] = await Promise.all([real(path), fake(path)]);
      expect(fromApi.status, path).toBe(404);
      expect(fromFake.status, path).toBe(404);
      expect(fromFake.type, path).toBe(fromApi.type);
      const code = (answer: Answer) => (answer.body as { code: string }).code;
      expect(code(fromFake), path).toBe(code(fromApi));
    }
  });

  it('find the same products for the same words: whole words, all of them, not parts of words', async () => {
    const searches = ['cocoa', 'cocoa beans', 'coco', 'arabica coffee', 'copper', 'timber', 'oil -olive'];
    for (const search of searches) {
      const path = `/api/products?search=${encodeURIComponent(search)}&sort=name&limit=100`;
      const [fromApi, fromFake] = await Promise.all([real(path), fake(path)]);
      expect(fromFake.total, search).toBe(fromApi.total);
      expect(ids(fromFake), search).toEqual(ids(fromApi));
    }
  });

  it('list, filter, sort and page the catalogue alike', async () => {
    const paths = [
      '/api/products?sort=name&limit=24',
      '/api/products?sort=price_asc&limit=24&offset=24',
      '/api/products?sort=price_desc&limit=10&minPrice=10&maxPrice=500',
      '/api/products?category=cash-crops&sort=name&limit=100',
      `/api/products?vendorId=${demoVendors[0]?.id}&sort=name&limit=100`,
      '/api/products?verified=true&sort=quantity&limit=24',
      '/api/users/vendors?verified=true&limit=100',
      '/api/users/vendors?sort=name&limit=100',
      '/api/users/vendors?sort=products&limit=5&offset=2',
      '/api/users/vendors?sort=location&search=an&limit=100',
      `/api/vendors/${demoVendors[1]?.id}/ratings?limit=20`,
    ];
    for (const path of paths) {
      const [fromApi, fromFake] = await Promise.all([real(path), fake(path)]);
      expect(fromFake.status, path).toBe(200);
      expect(fromFake.total, path).toBe(fromApi.total);
      expect(ids(fromFake), path).toEqual(ids(fromApi));
    }
  });

  it('answer a product, a supplier, a category and the market with the same records', async () => {
    const product = demoProducts.find((candidate) => candidate.isActive);
    const paths = [
      `/api/products/${product?.id}`,
      `/api/users/${demoVendors[0]?.id}`,
      '/api/categories/cash-crops/statistics',
      '/api/categories',
    ];
    for (const path of paths) {
      const [fromApi, fromFake] = await Promise.all([real(path), fake(path)]);
      expect(fromFake.status, path).toBe(fromApi.status);
      expect(fromFake.body, path).toEqual(fromApi.body);
    }
  });

  it('price a quantity alike: below the minimum, on each rung, between rungs and past the last', async () => {
    const laddered = demoProducts.filter((product) => product.isActive && product.priceTiers.length > 0);
    expect(laddered.length).toBeGreaterThan(0);
    for (const product of laddered.slice(0, 5)) {
      const quantities = [
        1,
        product.minimumOrder,
        ...product.priceTiers.flatMap((rung) => [rung.minQuantity - product.orderMultiple, rung.minQuantity]),
        product.priceTiers.at(-1)!.minQuantity * 3,
      ];
      for (const quantity of quantities) {
        const path = `/api/products/${product.id}/price?quantity=${quantity}`;
        const [fromApi, fromFake] = await Promise.all([real(path), fake(path)]);
        expect(fromApi.status, path).toBe(200);
        expect(fromFake.body, path).toEqual(fromApi.body);
      }
    }
  });
});
