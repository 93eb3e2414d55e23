import type { Knex } from 'knex';
import { checkCurrencies } from '../currencies/index.ts';
import { AppError } from '../platform/errors/index.ts';
import { REFERENCE_CURRENCY } from './catalogue-queries.contract.ts';

/**
 * Products rewritten per statement when a rate moves. Each batch is its own short transaction: a
 * supplier writing one of its rows waits for that batch at most, never for the whole refresh.
 */
const REFRESH_BATCH = 5_000;

export interface ReferencePricesRefreshed {
  /** The currencies whose rate to the reference currency moved (or was first kept). */
  currencies: string[];
  /** The products whose reference price was rewritten. */
  products: number;
}

/**
 * Keeps the rates the catalogue compares prices at: each currency's latest rate to the reference
 * currency (`fx_rate`, today's or the latest before), and the reference price of every product in
 * a currency whose rate moved, walked by id in batches. Run again, it does only what is left: a
 * currency's products count as refreshed only once the whole walk at its rate is done.
 */
export async function refreshReferencePrices(
  db: Knex,
  { batch = REFRESH_BATCH }: { batch?: number } = {},
): Promise<ReferencePricesRefreshed> {
  const { rows: stale } = await db.raw<{ rows: { currency: string; rate: string }[] }>(
    `WITH latest AS (
       SELECT * FROM rates_to(?, current_date)
     ), kept AS (
       INSERT INTO catalogue_reference_rates AS kept (currency, rate, rate_date, source)
       SELECT currency, rate, rate_date, source FROM latest
       ON CONFLICT (currency) DO UPDATE
          SET rate = excluded.rate, rate_date = excluded.rate_date, source = excluded.source,
              products_refreshed_at = CASE WHEN kept.rate = excluded.rate THEN kept.products_refreshed_at END
        WHERE (kept.rate, kept.rate_date) IS DISTINCT FROM (excluded.rate, excluded.rate_date)
       RETURNING currency, rate, products_refreshed_at
     )
     SELECT trim(currency) AS currency, rate::text AS rate FROM kept WHERE products_refreshed_at IS NULL
     UNION
     SELECT trim(currency), rate::text FROM catalogue_reference_rates
      WHERE products_refreshed_at IS NULL AND currency NOT IN (SELECT currency FROM kept)`,
    [REFERENCE_CURRENCY],
  );
  const currencies = stale.map((row) => row.currency).sort();
  let products = 0;
  if (currencies.length === 0) return { currencies, products };
  for (let after = 0; ;) {
    const { rows } = await db.raw<{ rows: { last: number | null; written: number }[] }>(
      `WITH batch AS (
         SELECT id FROM products WHERE id > ? AND currency = ANY(?::char(3)[]) ORDER BY id LIMIT ?
       ), written AS (
         UPDATE products SET reference_price = repriced.reference_price
           FROM (SELECT product.id, to_reference_price(product.price, product.currency) AS reference_price
                   FROM products product WHERE product.id IN (SELECT id FROM batch)) repriced
          WHERE products.id = repriced.id
            AND products.reference_price IS DISTINCT FROM repriced.reference_price
         RETURNING 1
       )
       SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*) FROM written)::int AS written`,
      [after, currencies, batch],
    );
    const [{ last, written }] = rows as [{ last: number | null; written: number }];
    products += written;
    if (last === null) break;
    after = last;
  }
  // A rate that moved again during the walk leaves its products to the next run.
  for (const { currency, rate } of stale) {
    await db('catalogueReferenceRates')
      .where({ currency, rate })
      .update({ productsRefreshedAt: db.fn.now() });
  }
  return { currencies, products };
}

/**
 * 422 unless prices can be compared in `currency` (a price filter's bounds): a currency RawEx
 * knows, with a rate to the reference currency kept.
 */
export async function checkComparableCurrency(db: Knex, field: string, currency: string): Promise<void> {
  if (currency === REFERENCE_CURRENCY) return;
  await checkCurrencies(db, field, [currency]);
  if (await db('catalogueReferenceRates').where({ currency }).first('currency')) return;
  throw new AppError({
    status: 422,
    code: 'fx_rate_missing',
    title: 'No exchange rate',
    detail: `${field}: prices cannot be compared in ${currency}, as no ${currency} rate to ${REFERENCE_CURRENCY} is kept; give the bounds in ${REFERENCE_CURRENCY} or in a currency of the ECB's reference rates (GET /api/fx-rates lists them)`,
    errors: [{ field, message: `no exchange rate kept for ${currency}` }],
  });
}

/** 422 unless a query's price bounds, if any, are in a currency prices can be compared in. */
export async function checkPriceBounds(
  db: Knex,
  query: { minPrice?: number; maxPrice?: number; priceCurrency?: string },
): Promise<void> {
  if (query.priceCurrency && (query.minPrice !== undefined || query.maxPrice !== undefined))
    await checkComparableCurrency(db, 'priceCurrency', query.priceCurrency);
}
