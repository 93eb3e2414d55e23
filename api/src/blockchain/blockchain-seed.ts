import type { Knex } from 'knex';
import { PLAIN_TRANSFER_GAS } from './blockchain-units.ts';

/**
 * The demo blockchain's history, the same on every run: 240 blocks on each active network, 30
 * contracts (tokens and trade contracts) and 900 transactions among 60 addresses, the newest
 * blocks a few seconds old. Adds nothing to a blockchain that already has history.
 */
export async function seedBlockchain(db: Knex, now = new Date()): Promise<void> {
  const { rows } = (await db.raw('SELECT count(*) AS "count" FROM blockchain_transactions')) as {
    rows: { count: string | number }[];
  };
  if (Number(rows[0]?.count) > 0) return;
  await db.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO blockchain_blocks (network_id, number, produced_at)
       SELECT n.id, b.number, :now::timestamptz - (240 - b.number) * n.block_time_ms * interval '1 millisecond'
       FROM blockchain_networks n CROSS JOIN generate_series(1, 240) AS b(number)
       WHERE n.status = 'active'`,
      { now },
    );
    await trx.raw(
      `UPDATE blockchain_blocks g SET produced_at = first.produced_at - interval '1 second'
       FROM blockchain_blocks first
       WHERE g.number = 0 AND first.network_id = g.network_id AND first.number = 1`,
    );
    await trx.raw(
      `WITH active AS (SELECT id, gas_price_wei, row_number() OVER (ORDER BY chain_id) - 1 AS position,
                              count(*) OVER () AS networks
                       FROM blockchain_networks WHERE status = 'active')
       INSERT INTO blockchain_contracts (network_id, name, address, status, parameters, gas_used, block_number, created_at)
       SELECT a.id, c.name,
              '0x' || substr(md5('contract:' || c.i) || md5('contract+' || c.i), 1, 40),
              'deployed', jsonb_build_object('standard', c.standard, 'commodity', c.commodity),
              450000 + c.i * 7919 % 90000, 10 + c.i * 7, b.produced_at
       FROM (SELECT i, (ARRAY['ERC20', 'ERC721', 'Escrow', 'ERC20', 'Settlement'])[i % 5 + 1] AS standard,
                    (ARRAY['Cocoa', 'Copper', 'Coffee', 'Crude Oil', 'Wheat', 'Timber'])[i % 6 + 1] AS commodity
             FROM generate_series(0, 29) AS i) s
       CROSS JOIN LATERAL (SELECT s.i, s.standard, s.commodity,
                                  s.commodity || ' ' || CASE s.standard WHEN 'ERC20' THEN 'Token' WHEN 'ERC721' THEN 'Warehouse Receipt' ELSE s.standard END
                                    || ' #' || (s.i + 1) AS name) c
       JOIN active a ON a.position = c.i % a.networks
       JOIN blockchain_blocks b ON b.network_id = a.id AND b.number = 10 + c.i * 7`,
    );
    await trx.raw(
      `WITH active AS (SELECT id, gas_price_wei, row_number() OVER (ORDER BY chain_id) - 1 AS position,
                              count(*) OVER () AS networks
                       FROM blockchain_networks WHERE status = 'active'),
       tx AS (SELECT i, '0x' || md5('tx:' || i) || md5('tx+' || i) AS hash FROM generate_series(1, 900) AS i)
       INSERT INTO blockchain_transactions (network_id, hash, from_address, to_address, value_wei, gas_price_wei, gas_used,
                                        status, block_number, created_at, confirmed_at)
       SELECT a.id, tx.hash,
              '0x' || substr(md5('address:' || (tx.i % 60)) || md5('address+' || (tx.i % 60)), 1, 40),
              coalesce(
                (SELECT address FROM blockchain_contracts k WHERE k.network_id = a.id ORDER BY k.id OFFSET (tx.i % 3) LIMIT 1),
                '0x' || substr(md5('address:' || ((tx.i * 7) % 60)) || md5('address+' || ((tx.i * 7) % 60)), 1, 40)
              ),
              ((tx.i * 7919) % 5000 + 1)::numeric * 1000000000000000,
              a.gas_price_wei * (80 + tx.i % 41) / 100,
              ${PLAIN_TRANSFER_GAS} + get_byte(decode(substr(tx.hash, 3), 'hex'), 30) * 100,
              CASE WHEN get_byte(decode(substr(tx.hash, 3), 'hex'), 31) % 10 = 0 THEN 'failed' ELSE 'confirmed' END,
              b.number, b.produced_at - interval '1 second', b.produced_at
       FROM tx
       JOIN active a ON a.position = tx.i % a.networks
       JOIN blockchain_blocks b ON b.network_id = a.id AND b.number = 240 - (tx.i * 13) % 239`,
    );
  });
}
