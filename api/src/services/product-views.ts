import type { Knex } from 'knex';

/** Counts a view of a product page, per product and day. */
export async function countProductView(db: Knex, productId: number): Promise<void> {
  await db.raw(
    `INSERT INTO product_views (product_id, day, views) VALUES (?, current_date, 1)
     ON CONFLICT (product_id, day) DO UPDATE SET views = product_views.views + 1`,
    [productId],
  );
}
