import type { Knex } from 'knex';
import type { Logger } from '../platform/logger.ts';
import { periodicTask, type PeriodicTask } from '../platform/periodic-task.ts';
import { PLAIN_TRANSFER_GAS } from './blockchain-units.ts';

/**
 * The simulated blockchain's block producer: on each network's block time it takes the next block
 * and confirms what is pending there.
 */

/**
 * Produces the next block on every active network whose block time has passed, and confirms
 * what was pending there (about one in ten transactions fails, decided by its hash). One
 * statement: several processes may call it at once; a block number is taken once, and so is
 * each pending transaction.
 */
export async function produceBlocks(
  db: Knex,
  now = new Date(),
): Promise<{ blocks: number; transactions: number; contracts: number }> {
  const { rows } = (await db.raw(
    `WITH due AS (
       SELECT n.id, latest.number
       FROM blockchain_networks n
       CROSS JOIN LATERAL (
         SELECT number, produced_at FROM blockchain_blocks WHERE network_id = n.id ORDER BY number DESC LIMIT 1
       ) latest
       WHERE n.status = 'active' AND latest.produced_at + n.block_time_ms * interval '1 millisecond' <= :now
       FOR UPDATE OF n SKIP LOCKED
     ), block AS (
       INSERT INTO blockchain_blocks (network_id, number, produced_at)
       SELECT id, number + 1, :now FROM due
       ON CONFLICT DO NOTHING
       RETURNING network_id, number
     ), confirmed AS (
       UPDATE blockchain_transactions t
       SET status = CASE WHEN get_byte(decode(substr(t.hash, 3), 'hex'), 31) % 10 = 0 THEN 'failed' ELSE 'confirmed' END,
           block_number = block.number,
           confirmed_at = :now,
           gas_used = ${PLAIN_TRANSFER_GAS} + get_byte(decode(substr(t.hash, 3), 'hex'), 30) * 100
       FROM block
       WHERE t.network_id = block.network_id AND t.status = 'pending' AND t.created_at <= :now
       RETURNING t.id
     ), deployed AS (
       UPDATE blockchain_contracts c
       SET status = 'deployed', block_number = block.number, gas_used = 450000 + octet_length(c.parameters::text) * 68
       FROM block
       WHERE c.network_id = block.network_id AND c.status = 'pending' AND c.created_at <= :now
       RETURNING c.id
     )
     SELECT (SELECT count(*) FROM block) AS blocks,
            (SELECT count(*) FROM confirmed) AS transactions,
            (SELECT count(*) FROM deployed) AS contracts`,
    { now },
  )) as { rows: { blocks: string | number; transactions: string | number; contracts: string | number }[] };
  const produced = rows[0];
  return {
    blocks: Number(produced?.blocks ?? 0),
    transactions: Number(produced?.transactions ?? 0),
    contracts: Number(produced?.contracts ?? 0),
  };
}

/** Runs the block producer in this process until stopped; failures are logged, not thrown. */
export function startBlockProducer(db: Knex, logger: Logger, intervalMs = 1000): PeriodicTask {
  return periodicTask(
    () =>
      produceBlocks(db).then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, 'The blockchain could not produce a block'),
      ),
    intervalMs,
  );
}
