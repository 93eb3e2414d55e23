import type { SavedSearch } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';
import type { ProductFilters } from './catalogue';

/** The searches the signed-in person saved, which alert them of new and cheaper matches. */

const SAVED_SEARCHES = readAddress('/api/saved-searches');

export function useSavedSearches(enabled = true) {
  const { data, error, isLoading } = useRead(enabled ? SAVED_SEARCHES : null);
  return { searches: data, error, isLoading };
}

/** Saving, renaming, pausing and deleting, each followed by a fresh list. */
export function useSavedSearchActions() {
  const invalidate = useInvalidate();
  const changed = () => invalidate(RESOURCES.savedSearches);
  const then = async <T>(request: Promise<T>): Promise<T> => {
    const answer = await request;
    await changed();
    return answer;
  };
  return {
    /** Saves the filters of a catalogue search (its order is not part of it). */
    save: (name: string, { sort: _order, ...filters }: ProductFilters) =>
      then(ok(api.POST('/api/saved-searches', { body: { name, filters } }))),
    update: (search: SavedSearch, body: { name?: string; paused?: boolean }) =>
      then(ok(api.PATCH('/api/saved-searches/{id}', { params: { path: { id: search.id } }, body }))),
    remove: (search: SavedSearch) =>
      then(ok(api.DELETE('/api/saved-searches/{id}', { params: { path: { id: search.id } } }))),
  };
}

/** Stops the saved-search emails of whoever the link was made for: the address, as the API says. */
export const stopSavedSearchEmails = async (token: string) =>
  (await ok(api.POST('/api/saved-searches/stop-emails', { body: { token } }))).data.email;
