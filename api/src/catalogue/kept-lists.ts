import { LRUCache } from 'lru-cache';
import { compressedOnce, type Compressed } from '../platform/compressed-once.ts';

/** A catalogue page as sent: its products already serialised, and what its headers say. */
export interface KeptList {
  json: string;
  total: number;
  estimated: boolean;
  shown: number;
  nextCursor?: number;
  /** The page's JSON compressed once for all who are sent it (kept lists only). */
  compressed?: Compressed;
}

/** Who reads the catalogue: a visitor may be answered from the replica, a signed-in caller never. */
export type CatalogueReader = 'signed-out' | 'signed-in';

export interface KeptLists {
  /**
   * The page `key` names while the catalogue reads `version`, made by `make` the first time it is
   * asked for (once, however many ask at the same moment).
   */
  read(version: string, key: string, make: () => Promise<KeptList>): Promise<KeptList>;
}

declare module '../platform/http/route-context.ts' {
  interface RouteServices {
    /** Catalogue pages kept while the catalogue does not change (a running server keeps them). */
    keptLists?: KeptLists;
    /**
     * The version of the catalogue a reader sees: the change counter; for a signed-out reader, the
     * one the replica holds when it reads.
     */
    catalogueVersion?: (reader: CatalogueReader) => Promise<string>;
  }
}

/** Catalogue pages kept, and the bytes they may take at most. */
const KEPT_LISTS = 2_000;
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Catalogue pages, each read and serialised once per version of the catalogue: the
 * change counter moves with every write to products, categories, suppliers and ratings, and a
 * page of an older version is never sent again.
 */
export function keepLists(): KeptLists {
  const lists = new LRUCache<string, KeptList, () => Promise<KeptList>>({
    max: KEPT_LISTS,
    maxSize: KEPT_BYTES,
    sizeCalculation: (list) => list.json.length + 100,
    fetchMethod: async (_key, _stale, { context: make }) => {
      const list = await make();
      return { ...list, compressed: compressedOnce(list.json) };
    },
  });
  return {
    async read(version, key, make) {
      return (await lists.fetch(`${version}\n${key}`, { context: make }))!;
    },
  };
}
