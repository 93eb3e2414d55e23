import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { periodicTask } from './periodic-task.ts';

export interface ProductViews {
  /** Counts a view of a product page, in memory until the next write. */
  count(productId: number): void;
  /** Writes what this process counted so far, in one statement. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Product page views per product and day. Reads never write: every `flushMs` the views counted
 * go to PostgreSQL in one upsert, so a crawler reading a thousand pages a second costs one
 * write, not a thousand. At most `flushMs` of views are lost if the process dies.
 */
export function createProductViews(db: Knex, logger: Logger, flushMs = 5000): ProductViews {
  let views = new Map<number, number>();

  const writer = periodicTask(
    async () => {
      if (views.size === 0) return;
      const batch = [...views];
      views = new Map();
      try {
        await db.raw(
          `INSERT INTO product_views (product_id, day, views)
           SELECT counted.product_id, current_date, counted.views
             FROM unnest(?::int[], ?::int[]) AS counted (product_id, views)
             JOIN products ON products.id = counted.product_id
           ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + excluded.views`,
          [batch.map(([productId]) => productId), batch.map(([, count]) => count)],
        );
      } catch (error) {
        logger.warn({ err: error }, 'Product views could not be written');
      }
    },
    flushMs,
    { runOnStop: true },
  );

  return {
    count(productId) {
      views.set(productId, (views.get(productId) ?? 0) + 1);
    },
    flush: writer.run,
    stop: writer.stop,
  };
}
