import type { Knex } from 'knex';
import type { Logger } from '../platform/logger.ts';
import { batchedTallies } from '../platform/batched-tallies.ts';

export interface ProductViews {
  /** Counts a view of a product page, in memory until the next write. */
  count(productId: number): void;
  /** Writes what this process counted so far, in one query. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

declare module '../platform/http/route-context.ts' {
  interface RouteServices {
    /** This process's count of product page views, when it counts them (a running server does). */
    productViews?: ProductViews;
  }
}

/**
 * Product page views per product and day. Reads never write: every `flushMs` the views counted
 * go to PostgreSQL in one upsert, so a crawler reading a thousand pages a second costs one
 * write, not a thousand.
 */
export function createProductViews(db: Knex, logger: Logger, flushMs = 5000): ProductViews {
  const views = batchedTallies<{ productId: number; views: number }>(logger, {
    what: 'Product views',
    flushMs,
    write: (batch) =>
      db.raw(
        `INSERT INTO product_views (product_id, day, views)
         SELECT counted.product_id, current_date, counted.views
           FROM unnest(?::int[], ?::int[]) AS counted (product_id, views)
           JOIN products ON products.id = counted.product_id
         ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + excluded.views`,
        [batch.map((tally) => tally.productId), batch.map((tally) => tally.views)],
      ),
  });
  return {
    count(productId) {
      views.tally(productId, () => ({ productId, views: 0 })).views += 1;
    },
    flush: views.flush,
    stop: views.stop,
  };
}
