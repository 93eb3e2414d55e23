import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import { inBatches } from '../platform/database/in-batches.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { AWARD_DEADLINE } from './auction-rows.ts';
import type { LotDecision } from './auction-values.contract.ts';

/** Lots lapsed per transaction: a backlog is worked through in batches of this. */
const BATCH = 200;
const LAPSED: LotDecision = 'lapsed';

/**
 * Lots their auction's owner did not decide before the deadline lapse unawarded, and their
 * bidders and the owner are told. Skips a lot someone is deciding at this moment: its decision
 * either lands before the deadline or is refused after it.
 */
export async function lapseUndecidedLots(db: Knex): Promise<number> {
  return inBatches(BATCH, (size) =>
    db.transaction(async (trx) => {
      const { rows } = (await trx.raw(
        `UPDATE auction_lots SET decision = :lapsed, decided_at = now()
           FROM auctions
          WHERE auctions.id = auction_lots.auction_id
            AND auction_lots.id IN (
                SELECT lot.id FROM auction_lots lot JOIN auctions ON auctions.id = lot.auction_id
                 WHERE lot.decision IS NULL AND ${AWARD_DEADLINE} < now()
                 ORDER BY auctions.ends_at LIMIT :size FOR UPDATE OF lot SKIP LOCKED)
          RETURNING auction_lots.id AS "lotId", auction_lots.auction_id AS "auctionId", auctions.owner_id AS "ownerId"`,
        { lapsed: LAPSED, size },
      )) as { rows: { lotId: number; auctionId: number; ownerId: string }[] };
      for (const lot of rows)
        await recordEvent(trx, 'auction.lot_decided', {
          ...lot,
          decision: LAPSED,
          bidId: null,
          orderId: null,
        });
      return rows.length;
    }),
  );
}

/** Every five minutes: a lot does not wait for its decision past the deadline. */
export const lapseUndecidedLotsJob = defineJob<Record<string, never>>({
  name: 'auctions.lapse',
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  cron: '*/5 * * * *',
  async run(_data, { db, logger }) {
    const lapsed = await lapseUndecidedLots(db);
    if (lapsed > 0) logger.info({ lapsed }, 'Lapsed the auction lots past their award deadline');
  },
});
