import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody, Product, ProductDetail } from '../contracts.ts';
import type { FxRatesImported } from '../currencies/index.ts';
import { Category } from '../models.ts';
import {
  referenceRatesFile,
  signInAsAdmin,
  signUp,
  startTestApi,
  type RatesOfDays,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import { matchSavedSearches } from '../personal/saved-search-matching.ts';
import { refreshReferencePrices } from './reference-prices.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Suppliers price copper in dollars, euros, pounds and naira; a buyer filters and sorts in euros.
 * Prices are compared at the latest ECB rates kept, and a rate that moves reorders the catalogue
 * once the rates job has refreshed it; a currency the ECB does not rate sorts last.
 */
describe('prices compared across currencies', () => {
  let api: TestApi;
  let admin: SignedIn;
  let buyer: SignedIn;
  const ids: Record<string, number> = {};
  let metals: Category;

  /** Lists a product of copper priced in `currency`: its id. */
  const sellCopper = async (seller: SignedIn, name: string, currency: string, price: string) => {
    const created = await seller.client.post<ProductDetail>('/api/products', {
      categoryId: metals.id,
      name,
      description: 'Grade A, LME registered.',
      price,
      currency,
      unit: 't',
      minimumOrder: 1,
      availableQuantity: 100,
      images: [`/uploads/${'c'.repeat(64)}.png`],
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  const keepRates = async (days: RatesOfDays) => {
    const form = new FormData();
    form.append(
      'rates',
      new Blob([referenceRatesFile(days)], { type: 'application/xml' }),
      'eurofxref-daily.xml',
    );
    const kept = await admin.client.request<FxRatesImported>('POST', '/api/admin/fx-rates', {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(kept.status).toBe(200);
  };
  /** The names of the copper products listed for a query, in order. */
  const listed = async (query: string) => {
    const page = await buyer.client.get<Product[]>(`/api/products?search=copper&${query}`);
    expect(page.status).toBe(200);
    return page.body.map((product) => product.currency);
  };

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAsAdmin(api);
    buyer = await signUp(api);
    metals = await Category.query(api.db.knex).insertAndFetch({ name: 'Metals', slug: 'metals' });
    const vendor = await signUp(api, 'vendor', { companyName: 'Four Currencies Copper' });
    await keepRates({ [daysAgo(3)]: { USD: '1.10', GBP: '0.85' } });
    // What the rates job does within ten minutes of rates kept.
    await refreshReferencePrices(api.db.knex);
    for (const [currency, price] of [
      ['USD', '100.00'],
      ['EUR', '95.00'],
      ['GBP', '80.00'],
      ['NGN', '150000.00'],
    ] as const) {
      ids[currency] = await sellCopper(vendor, `Copper cathodes priced in ${currency}`, currency, price);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('sorts by price in one currency, at the rates kept when the products were written', async () => {
    // In dollars: 100, 95 EUR × 1.10 = 104.50, 80 GBP × 1.10 / 0.85 = 103.53; naira has no rate.
    expect(await listed('sort=price_asc')).toEqual(['USD', 'GBP', 'EUR', 'NGN']);
    expect(await listed('sort=price_desc')).toEqual(['EUR', 'GBP', 'USD', 'NGN']);
    // The prices themselves are never converted.
    const [euro] = (await buyer.client.get<Product[]>(`/api/products?search=copper&sort=price_desc`)).body;
    expect([euro?.price, euro?.currency]).toEqual(['95.00', 'EUR']);
  });

  it('filters by a price range in the buyer’s currency', async () => {
    // 94–96 EUR is 103.40–105.60 USD: the pound and euro products, not the dollar one at 90.91 EUR.
    expect(await listed('sort=price_asc&minPrice=94&maxPrice=96&priceCurrency=EUR')).toEqual(['GBP', 'EUR']);
    // Without a currency the bounds are in US dollars, the reference currency.
    expect(await listed('sort=price_asc&minPrice=99&maxPrice=101')).toEqual(['USD']);
    const facets = await buyer.client.get<{ total: number }>(
      '/api/products/facets?search=copper&minPrice=94&maxPrice=96&priceCurrency=EUR',
    );
    expect(facets.status).toBe(200);
  });

  it('refuses bounds in a currency prices cannot be compared in, saying why', async () => {
    const naira = await buyer.client.get<ProblemBody>('/api/products?minPrice=1&priceCurrency=NGN');
    expect([naira.status, naira.body.code]).toEqual([422, 'fx_rate_missing']);
    expect(naira.body.detail).toContain('no NGN rate to USD is kept');
    const unknown = await buyer.client.get<ProblemBody>('/api/products?maxPrice=1&priceCurrency=ABC');
    expect([unknown.status, unknown.body.code]).toEqual([422, 'unknown_currency']);
    const facets = await buyer.client.get<ProblemBody>('/api/products/facets?minPrice=1&priceCurrency=NGN');
    expect([facets.status, facets.body.code]).toEqual([422, 'fx_rate_missing']);
  });

  it('reorders the catalogue when a rate moves, once the rates job has refreshed it, in batches', async () => {
    await keepRates({ [daysAgo(1)]: { USD: '1.25', GBP: '0.70' } });
    // Until the job runs, the prices compare at the rates they were written at.
    expect(await listed('sort=price_asc')).toEqual(['USD', 'GBP', 'EUR', 'NGN']);
    const refreshed = await refreshReferencePrices(api.db.knex, { batch: 1 });
    expect(refreshed.currencies).toEqual(expect.arrayContaining(['EUR', 'GBP']));
    expect(refreshed.currencies).not.toContain('USD');
    expect(refreshed.products).toBe(2);
    // Now 95 EUR × 1.25 = 118.75 USD, 80 GBP × 1.25 / 0.70 = 142.86 USD.
    expect(await listed('sort=price_asc')).toEqual(['USD', 'EUR', 'GBP', 'NGN']);
    expect(await listed('minPrice=110&maxPrice=120&priceCurrency=EUR')).toEqual(['GBP']);
    // Run again with nothing moved: nothing is written.
    expect(await refreshReferencePrices(api.db.knex)).toEqual({ currencies: [], products: 0 });
    // A product written later takes the latest rate from its own trigger.
    const update = await api.db.knex('products').where({ id: ids.EUR }).update({ price: '200.00' });
    expect(update).toBe(1);
    expect(await listed('sort=price_desc')).toEqual(['EUR', 'GBP', 'USD', 'NGN']);
  });

  it('keeps a saved search’s bounds in their currency and matches new products at the latest rates', async () => {
    const saved = await buyer.client.post<{ id: number; query: string }>('/api/saved-searches', {
      name: 'Copper under 120 euros',
      filters: { search: 'copper', maxPrice: 120, priceCurrency: 'EUR' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.query).toBe('search=copper&maxPrice=120.00&priceCurrency=EUR');
    const refused = await buyer.client.post<ProblemBody>('/api/saved-searches', {
      name: 'Copper in naira',
      filters: { search: 'copper', maxPrice: 120, priceCurrency: 'NGN' },
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'fx_rate_missing']);
    const seller = await signUp(api, 'vendor', { companyName: 'Late Copper' });
    for (const [currency, price] of [
      ['EUR', '110.00'],
      ['USD', '160.00'],
    ] as const) {
      ids[`late ${currency}`] = await sellCopper(seller, `Copper wire rod in ${currency}`, currency, price);
    }
    await matchSavedSearches(api.db.knex);
    await expect
      .poll(async () =>
        (
          (await api.db
            .knex('savedSearchMatches')
            .where({ savedSearchId: saved.body.id })
            .select('productId')) as { productId: number }[]
        ).map((match) => Number(match.productId)),
      )
      // 110 EUR matches; 160 USD is 128 EUR at 1.25 and does not.
      .toEqual([ids['late EUR']]);
  });
});
