import type { Knex } from 'knex';
import {
  CATALOGUE_FILTERS,
  categoryFacts,
  checkComparableCurrency,
  REFERENCE_CURRENCY,
  type CatalogueFilter,
  type CatalogueFilters,
} from '../catalogue/index.ts';
import { openToken, signToken } from '../accounts/index.ts';
import { stopEmailsOf, type NotificationKind } from '../notifications/index.ts';
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

type FilterValue = string | number | boolean | string[];
export type SavedSearchRow = {
  id: number;
  userId: string;
  name: string;
  pausedAt: Date | null;
  createdAt: Date;
} & {
  [filter in CatalogueFilter]: FilterValue | null;
} & {
  priceCurrency: string | null;
  categorySlug: string | null;
  matchCount: string;
  lastMatchedAt: Date | null;
};

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
  if (row.priceCurrency) params.set('priceCurrency', row.priceCurrency.trim());
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
  const { category, priceCurrency, ...rest } = filters;
  const bounded = rest.minPrice !== undefined || rest.maxPrice !== undefined;
  if (bounded && priceCurrency) await checkComparableCurrency(db, 'filters.priceCurrency', priceCurrency);
  let categoryId = rest.categoryId;
  if (category !== undefined) {
    const found = (await db.from(categoryFacts(db)).where({ slug: category }).first('id')) as
      { id: number } | undefined;
    if (!found) throw invalidField('filters.category', 'no category has this slug');
    categoryId = found.id;
  }
  return {
    ...Object.fromEntries(
      CATALOGUE_FILTERS.map((filter) => {
        const value = filter === 'categoryId' ? categoryId : rest[filter];
        return [filter, Array.isArray(value) && value.length === 0 ? null : (value ?? null)];
      }),
    ),
    priceCurrency: bounded ? (priceCurrency ?? REFERENCE_CURRENCY) : null,
  };
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
