import { Category } from '../catalogue/index.ts';
import { signUp, type SignedIn } from './accounts.ts';
import type { TestApi } from './test-api.ts';
import { listProduct } from './trade.ts';

/**
 * Brings an auction's close to `msFromNow` by the database's clock, as if it had been scheduled so
 * (opened ten minutes before at the latest): the way to reach its last minutes, or past its close,
 * without waiting. Answers the close.
 */
export async function moveAuctionClose(api: TestApi, auctionId: number, msFromNow: number): Promise<Date> {
  const { rows } = await api.db.knex.raw(
    `UPDATE auctions SET starts_at = least(starts_at, close - interval '10 minutes'), scheduled_ends_at = close, ends_at = close
       FROM (SELECT clock_timestamp() + ? * interval '1 millisecond' AS close) moved
      WHERE id = ? RETURNING close`,
    [msFromNow, auctionId],
  );
  return (rows as [{ close: Date }])[0].close;
}

/** A lot of 250 t of cocoa FOB Abidjan, with whatever else a test gives it. */
export const cocoaLot = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  quantity: 250,
  unit: 't',
  incoterm: 'FOB',
  incotermPlace: 'Abidjan',
  ...extra,
});

/**
 * `count` suppliers RawEx verified, each with a product on sale in a category of the test's own
 * (`slug`): firms that may bid in reverse auctions, with the product each offers.
 */
export async function verifiedBidders(api: TestApi, count: number, slug: string) {
  const firms = await Promise.all(Array.from({ length: count }, () => signUp(api, 'vendor')));
  await api.db
    .knex('users')
    .whereIn(
      'id',
      firms.map((firm) => firm.user.id),
    )
    .update({ isVerified: true });
  const category = await Category.query(api.db.knex).insertAndFetch({ name: slug, slug });
  const offered = new Map<SignedIn, number>();
  for (const firm of firms) offered.set(firm, (await listProduct(api, firm, category.id)).id);
  return { firms, offered, categoryId: category.id };
}
