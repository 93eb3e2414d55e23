import type { Knex } from 'knex';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { totalOf } from '../platform/database/paging.ts';
import { findVendor, getVendor } from '../accounts/index.ts';

/** One rating per buyer and vendor, from buyers who have received a delivered order from it. */
export async function rateVendor(
  db: Knex,
  actor: AuthUser,
  vendorId: string,
  { rating, review }: { rating: number; review?: string | undefined },
) {
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw notFound('Vendor not found', 'vendor_not_found');
  const delivered = await db('orders')
    .where({ buyerId: actor.companyId, vendorId, status: 'delivered' })
    .first('id');
  if (!delivered) {
    throw new AppError({
      status: 403,
      code: 'no_delivered_order',
      title: 'Forbidden',
      detail: 'You can rate a supplier once it has delivered an order to you.',
    });
  }
  const [row] = await db('vendorRatings')
    .insert({ vendorId, buyerId: actor.companyId, rating, review: review || null })
    .onConflict(['vendorId', 'buyerId'])
    .merge({ rating, review: review || null, createdAt: db.fn.now() })
    .returning(['id', 'rating', 'review', 'createdAt']);
  return {
    id: row.id,
    rating: row.rating,
    review: row.review,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listVendorRatings(db: Knex, vendorId: string, page: { limit: number; offset: number }) {
  await getVendor(db, vendorId, undefined);
  const matches = db('vendorRatings').where({ vendorId });
  const rows = await matches
    .clone()
    .select('id', 'rating', 'review', 'createdAt', db.raw('count(*) OVER () AS total'))
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
  return {
    items: rows.map((row: { id: number; rating: number; review: string | null; createdAt: Date }) => ({
      id: row.id,
      rating: row.rating,
      review: row.review,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: await totalOf(db, rows, page.offset, matches),
  };
}
