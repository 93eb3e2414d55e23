import type { Knex } from 'knex';
import { CATALOGUE_FILTERS, FILTER_CONDITIONS, priceBound, sqlName } from '../catalogue/index.ts';
import { recordEvent } from '../notifications/index.ts';

// Matching products listed or made cheaper against every saved search, in batches.

/** The event a batch of matches records: who is told is worked out when it is dispatched. */
export const SAVED_SEARCHES_MATCHED = 'saved_search.matched';

/** Candidates (products listed or made cheaper) matched against every saved search in one query. */
export const MATCH_BATCH = 1000;

/** The products a match event names per saved search; the rest are counted. */
const NAMED_MATCHES = 3;

/**
 * Each filter of a saved search as a condition on `products` (the catalogue's `product_facts()`)
 * — the catalogue's own condition, given the search's column — true where the search leaves that
 * filter out.
 */
const SAVED_SEARCH_CONDITIONS = CATALOGUE_FILTERS.map((filter) => {
  const column = `searches.${filter === 'search' ? 'search_query' : sqlName(filter)}`;
  const value =
    filter === 'minPrice' || filter === 'maxPrice'
      ? priceBound([column, []], ['searches.price_currency', []])
      : ([column, []] as const);
  const [condition] = FILTER_CONDITIONS[filter](value, 'products');
  return `(${column} IS NULL OR ${condition})`;
}).join('\n AND ');

/**
 * Takes a batch of candidates, inserts the new matches, and answers how many were taken and, per
 * saved search, how many matched and the first few.
 */
const MATCH_CANDIDATES = `WITH taken AS (
       DELETE FROM saved_search_candidates
        WHERE id IN (SELECT id FROM saved_search_candidates ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING product_id, reason),
     batch AS (
       -- Listed and made cheaper in one batch: listed.
       SELECT DISTINCT ON (product_id) product_id, reason FROM taken ORDER BY product_id, reason),
     matched AS (
       INSERT INTO saved_search_matches (saved_search_id, product_id, reason, price)
       SELECT searches.id, products.id, batch.reason, products.price
         FROM batch
         JOIN product_facts() AS products ON products.id = batch.product_id AND products.is_active
         JOIN saved_searches searches ON searches.paused_at IS NULL AND searches.user_id <> products.vendor_id
        WHERE ${SAVED_SEARCH_CONDITIONS}
       ON CONFLICT ON CONSTRAINT saved_search_matches_once DO NOTHING
       RETURNING saved_search_id, product_id),
     per_search AS (
       SELECT saved_search_id, count(*) AS count,
              (array_agg(product_id ORDER BY product_id))[1:${NAMED_MATCHES}] AS product_ids
         FROM matched GROUP BY saved_search_id)
     SELECT (SELECT count(*) FROM taken)::int AS taken,
            COALESCE((SELECT json_agg(json_build_object('savedSearchId', saved_search_id, 'count', count,
                                                        'productIds', product_ids) ORDER BY saved_search_id)
                        FROM per_search), '[]') AS matches`;

interface BatchMatches {
  taken: number;
  matches: { savedSearchId: number; count: number; productIds: number[] }[];
}

/**
 * Takes up to `size` candidates (products listed or made cheaper, noted by the products' triggers)
 * and matches them against every active saved search in one query, keeping each new match once.
 * A product matches no search of its own supplier.
 */
export async function matchCandidates(trx: Knex.Transaction, size = MATCH_BATCH): Promise<BatchMatches> {
  const { rows } = await trx.raw<{ rows: BatchMatches[] }>(MATCH_CANDIDATES, [size]);
  return rows[0]!;
}

/**
 * Matches every waiting candidate, a batch per transaction, each batch's matches recorded as one
 * event in it (the notices and emails follow from that). Safe to run twice, or in two workers.
 */
export async function matchSavedSearches(db: Knex): Promise<void> {
  for (;;) {
    const { taken } = await db.transaction(async (trx) => {
      const batch = await matchCandidates(trx);
      if (batch.matches.length > 0)
        await recordEvent(trx, SAVED_SEARCHES_MATCHED, { matches: batch.matches });
      return batch;
    });
    if (taken < MATCH_BATCH) return;
  }
}
