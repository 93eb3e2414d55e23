import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import {
  catalogueQueryString,
  SAVED_SEARCH_ALERT,
  savedSearchRows,
  stopEmailsPath,
  type SavedSearchRow,
} from './saved-searches.service.ts';
import { matchSavedSearches, SAVED_SEARCHES_MATCHED } from './saved-search-matching.ts';
import { productFacts } from '../catalogue/index.ts';

/** Matches the products noted as listed or cheaper against every saved search (sent by the products' triggers). */
export const matchSavedSearchesJob = defineJob<Record<string, never>>({
  name: 'saved-searches.match',
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  async run(_data, { db }) {
    await matchSavedSearches(db);
  },
});

interface Matches {
  savedSearchId: number;
  count: number;
  productIds: number[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A batch of matches tells each owner once, in-app and by email (their saved-search emails come
 * at most once a day, together): what matched which of their searches, named by the first products.
 */
export const describeSavedSearchEvents: EventDescriber = async (db, events, settings) => {
  const effects = noEffects();
  for (const event of events) {
    if (event.type !== SAVED_SEARCHES_MATCHED) continue;
    const matches = event.data.matches as Matches[];
    const searches: SavedSearchRow[] = await savedSearchRows(db).whereIn(
      'savedSearches.id',
      matches.map((match) => match.savedSearchId),
    );
    const productNames = new Map(
      (
        (await db
          .from(productFacts(db))
          .whereIn(
            'id',
            matches.flatMap((match) => match.productIds),
          )
          .select('id', 'name')) as { id: number; name: string }[]
      ).map((product) => [product.id, product.name]),
    );
    const byOwner = new Map<string, { search: SavedSearchRow; match: Matches }[]>();
    for (const search of searches) {
      const match = matches.find((candidate) => candidate.savedSearchId === Number(search.id));
      if (match) byOwner.set(search.userId, [...(byOwner.get(search.userId) ?? []), { search, match }]);
    }
    for (const [userId, found] of byOwner) {
      const lines = found.map(({ search, match }) => {
        const named = match.productIds.map((id) => productNames.get(id)).filter(Boolean);
        const more = match.count - named.length;
        return `“${search.name}”: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
      });
      const [first] = found;
      const link =
        found.length === 1
          ? `/products?${catalogueQueryString(first!.search)}&sort=newest`
          : '/saved-searches';
      const title =
        found.length === 1
          ? `${plural(first!.match.count, 'product matches', 'products match')} “${first!.search.name}”`
          : `New matches for ${found.length} of your saved searches`;
      effects.notices.push({
        eventId: event.id,
        userId,
        kind: SAVED_SEARCH_ALERT,
        title,
        body: `Listed or cheaper: ${lines.join('; ')}.`,
        link,
      });
      effects.emails.push({
        key: `${event.id}:${userId}:saved_search`,
        userId,
        kind: SAVED_SEARCH_ALERT,
        content: {
          subject: title,
          paragraphs: lines,
          action: { label: found.length === 1 ? 'See the products' : 'See your saved searches', path: link },
          unsubscribePath: await stopEmailsPath(db, settings.secretsKey(), userId),
        },
      });
    }
  }
  return effects;
};
