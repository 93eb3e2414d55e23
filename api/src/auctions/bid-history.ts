import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import { neutralizeCell } from '@rawex/format';
import type { AuthUser } from '../platform/actor.ts';
import { notTheOwner, visibleAuction } from './auctions.service.ts';

const BID_HISTORY_COLUMNS = [
  'bid_id',
  'lot',
  'lot_title',
  'bidder_id',
  'bidder',
  'placed_by',
  'price',
  'currency',
  'product_id',
  'placed_at',
  'awarded',
] as const;

/**
 * Every bid an auction took, in the order it took them, as CSV for its owner's audit: who (the
 * firm and the person), what, when by the database's clock, and which bid each lot was awarded to.
 * Cells a spreadsheet would run as formulas are written as text.
 */
export async function bidHistoryCsv(db: Knex, owner: AuthUser, auctionId: number): Promise<string> {
  const auction = await visibleAuction(db, owner, auctionId);
  if (auction.ownerId !== owner.companyId) throw notTheOwner('exports its bids');
  const { rows } = await db.raw(
    `SELECT bid.id::text AS bid_id, lot.position AS lot, lot.title AS lot_title, bid.bidder_id,
            company_name(bid.bidder_id) AS bidder, people.email AS placed_by, bid.price::text AS price,
            trim(auctions.currency) AS currency, bid.product_id, to_json(bid.placed_at) #>> '{}' AS placed_at,
            lot.awarded_bid_id IS NOT DISTINCT FROM bid.id AS awarded
       FROM auction_bids bid
       JOIN auction_lots lot ON lot.id = bid.lot_id
       JOIN auctions ON auctions.id = bid.auction_id
       LEFT JOIN LATERAL (SELECT email FROM account_of(bid.placed_by)) people ON true
      WHERE bid.auction_id = ?
      ORDER BY bid.id`,
    [auctionId],
  );
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns: [...BID_HISTORY_COLUMNS],
    cast: { string: neutralizeCell, boolean: (value) => (value ? 'true' : 'false') },
  });
}
