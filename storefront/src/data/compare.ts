import { useSyncExternalStore } from 'react';

/** The products a visitor picked to compare, kept in this browser: at most four, oldest first. */

export const MAX_COMPARED = 4;
const STORAGE_KEY = 'rawex.compare';
const listeners = new Set<() => void>();

/** Product ids as an address or the store writes them ("12,40,7"): whole numbers, no repeats, at most four. */
export function comparedIdsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

let cached: { text: string | null; ids: number[] } = { text: null, ids: [] };

function read(): number[] {
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (text !== cached.text) cached = { text, ids: comparedIdsOf(text) };
  return cached.ids;
}

function write(ids: readonly number[]) {
  window.localStorage.setItem(STORAGE_KEY, ids.join(','));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const NONE: number[] = [];

/** The ids picked to compare; none on the server, where the catalogue's screens are shared. */
export const useComparedIds = (): readonly number[] => useSyncExternalStore(subscribe, read, () => NONE);

/**
 * Adds a product to the comparison, or takes it out; a fifth takes the place of the oldest.
 * Answers the ids now compared.
 */
export function toggleCompared(id: number): number[] {
  const ids = read();
  const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-MAX_COMPARED);
  write(next);
  return next;
}

/** Replaces the comparison with these ids (the address of /compare says which). */
export const setCompared = (ids: readonly number[]) => write(ids.slice(0, MAX_COMPARED));

export const compareAddress = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;
