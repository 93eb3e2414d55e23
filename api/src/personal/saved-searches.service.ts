import type { Knex } from 'knex';
import {
  CATALOGUE_FILTERS,
  categoryFacts,
  FILTER_CONDITIONS,
  sqlName,
  type CatalogueFilter,
  type CatalogueFilters,
} from '../catalogue/index.ts';
import { openToken, signToken } from '../accounts/index.ts';
import { recordEvent, stopEmailsOf, type NotificationKind } from '../notifications/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import {
  MAX_SAVED_SEARCHES,
  type CreateSavedSearchBody,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from './saved-searches.contract.ts';

/** The kind of notification and email a saved search's alerts are. */
export const SAVED_SEARCH_ALERT = 'saved_search_matched' satisfies NotificationKind;

/** The event a batch of matches records: who is told is worked out when it is dispatched. */
export const SAVED_SEARCHES_MATCHED = 'saved_search.matched';

/** Candidates (products listed or made cheaper) matched against every saved search in one query. */
export const MATCH_BATCH = 1000;

/** The products a match event names per saved search; the rest are counted. */
const NAMED_MATCHES = 3;

type FilterValue = string | number | boolean | string[];
export type SavedSearchRow = {
  id: number;
  userId: string;
  name: string;
  pausedAt: Date | null;
  createdAt: Date;
} & {
  [filter in CatalogueFilter]: FilterValue | null;
} & { categorySlug: string | null; matchCount: string; lastMatchedAt: Date | null };

const savedSearchNotFound = () =>
  notFound('You have no saved search with this id.', 'saved_search_not_found');

/**
 * The product list's query string of a saved search's filters: lists comma-separated, each grade
 * a parameter of its own (a grade may hold a comma), the category by its slug.
 */
export function catalogueQueryString(row: SavedSearchRow): string {
  const params = new URLSearchParams();
  for (const filter of CATALOGUE_FILTERS) {
    const value = row[filter];
    if (value === null || value === undefined) continue;
    if (filter === 'categoryId')
      params.set(row.categorySlug ? 'category' : filter, row.categorySlug ?? String(value));
    else if (filter === 'grade') for (const grade of value as string[]) params.append(filter, grade);
    else params.set(filter, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString().replace(/%2C/g, ',');
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: Number(row.id),
    name: row.name,
    query: catalogueQueryString(row),
    paused: row.pausedAt !== null,
    matchCount: Number(row.matchCount),
    lastMatchedAt: row.lastMatchedAt ? new Date(row.lastMatchedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Saved searches with their category's slug and how often each alerted, newest first. */
export function savedSearchRows(db: Knex) {
  return db('savedSearches')
    .leftJoin(categoryFacts(db), 'categories.id', 'savedSearches.categoryId')
    .select(
      'savedSearches.*',
      'categories.slug as categorySlug',
      db('savedSearchMatches')
        .whereRaw('saved_search_matches.saved_search_id = saved_searches.id')
        .count('*')
        .as('matchCount'),
      db('savedSearchMatches')
        .whereRaw('saved_search_matches.saved_search_id = saved_searches.id')
        .max('matchedAt')
        .as('lastMatchedAt'),
    )
    .orderBy('savedSearches.id', 'desc');
}

export async function listSavedSearches(db: Knex, userId: string): Promise<SavedSearch[]> {
  return ((await savedSearchRows(db).where('savedSearches.userId', userId)) as SavedSearchRow[]).map(
    toSavedSearch,
  );
}

async function savedSearch(db: Knex, userId: string, id: number): Promise<SavedSearch> {
  const row = (await savedSearchRows(db)
    .where({ 'savedSearches.userId': userId, 'savedSearches.id': id })
    .first()) as SavedSearchRow | undefined;
  if (!row) throw savedSearchNotFound();
  return toSavedSearch(row);
}

const nameTaken = () =>
  new AppError({
    status: 409,
    code: 'saved_search_name_taken',
    title: 'Conflict',
    detail: 'You have a saved search of this name: choose another.',
    errors: [{ field: 'name', message: 'you have a saved search of this name' }],
  });

/** The filters as a saved search's columns keep them: a category by id, empty lists as none. */
export async function savedSearchColumns(db: Knex, filters: CatalogueFilters) {
  const { category, ...rest } = filters;
  let categoryId = rest.categoryId;
  if (category !== undefined) {
    const found = (await db.from(categoryFacts(db)).where({ slug: category }).first('id')) as
      { id: number } | undefined;
    if (!found) throw invalidField('filters.category', 'no category has this slug');
    categoryId = found.id;
  }
  return Object.fromEntries(
    CATALOGUE_FILTERS.map((filter) => {
      const value = filter === 'categoryId' ? categoryId : rest[filter];
      return [filter, Array.isArray(value) && value.length === 0 ? null : (value ?? null)];
    }),
  );
}

/** Saves a search under a name of the person's own, at most MAX_SAVED_SEARCHES. */
export async function createSavedSearch(
  db: Knex,
  userId: string,
  { name, filters }: CreateSavedSearchBody,
): Promise<SavedSearch> {
  const columns = await savedSearchColumns(db, filters);
  const id = await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `saved-searches:${userId}`);
    const kept = await trx('savedSearches').where({ userId }).count({ count: '*' }).first();
    if (Number(kept?.count ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError({
        status: 409,
        code: 'too_many_saved_searches',
        title: 'Conflict',
        detail: `You have ${MAX_SAVED_SEARCHES} saved searches, the most kept: delete one you no longer need.`,
      });
    }
    if (await trx('savedSearches').where({ userId, name }).first('id')) throw nameTaken();
    const [row] = (await trx('savedSearches')
      .insert({ userId, name, ...columns })
      .returning('id')) as { id: number }[];
    return Number(row!.id);
  });
  return savedSearch(db, userId, id);
}

/** Renames, pauses or resumes one of the person's saved searches. */
export async function updateSavedSearch(
  db: Knex,
  userId: string,
  id: number,
  { name, paused }: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  await db.transaction(async (trx) => {
    const current = (await trx('savedSearches').where({ id, userId }).forUpdate().first('pausedAt')) as
      { pausedAt: Date | null } | undefined;
    if (!current) throw savedSearchNotFound();
    if (
      name !== undefined &&
      (await trx('savedSearches').where({ userId, name }).whereNot({ id }).first('id'))
    )
      throw nameTaken();
    const pausedAt =
      paused === undefined ? current.pausedAt : paused ? (current.pausedAt ?? trx.fn.now()) : null;
    await trx('savedSearches')
      .where({ id })
      .update({ ...(name === undefined ? {} : { name }), pausedAt, updatedAt: trx.fn.now() });
  });
  return savedSearch(db, userId, id);
}

export async function deleteSavedSearch(db: Knex, userId: string, id: number): Promise<void> {
  if ((await db('savedSearches').where({ id, userId }).delete()) === 0) throw savedSearchNotFound();
}

/**
 * Each filter of a saved search as a condition on `products` (the catalogue's `product_facts()`)
 * — the catalogue's own condition, given the search's column — true where the search leaves that
 * filter out.
 */
const SAVED_SEARCH_CONDITIONS = CATALOGUE_FILTERS.map((filter) => {
  const column = `searches.${filter === 'search' ? 'search_query' : sqlName(filter)}`;
  const [condition] = FILTER_CONDITIONS[filter]([column, []], 'products');
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

/** The claims of the link that stops a person's saved-search emails. */
const STOP_EMAILS = 'stop-saved-search-emails';

/** The page that stops a person's saved-search emails without signing in, with its token. */
export async function stopEmailsPath(db: Knex, secretsKey: Buffer, userId: string): Promise<string> {
  const token = await signToken(db, secretsKey, { k: STOP_EMAILS, u: userId });
  return `/saved-searches/stop-emails?token=${encodeURIComponent(token)}`;
}

/** Turns off the saved-search emails of the person a link was made for: the address they went to. */
export async function stopSavedSearchEmails(db: Knex, secretsKey: Buffer, token: string): Promise<string> {
  const claims = await openToken(db, secretsKey, token);
  const user =
    claims?.k === STOP_EMAILS && typeof claims.u === 'string'
      ? ((await db
          .from(db.raw('people() AS person'))
          .where('person.id', claims.u)
          .first('person.id', 'person.email')) as { id: string; email: string } | undefined)
      : undefined;
  if (!user) throw invalidField('token', 'This link is not one RawEx sent, or its account is gone.');
  await stopEmailsOf(db, user.id, SAVED_SEARCH_ALERT);
  return user.email;
}
