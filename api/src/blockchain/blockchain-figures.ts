// What the blockchain console counts and estimates: its DeFi protocols, its figures, a fee.
import type { Knex } from 'knex';
import type { BlockchainAnalytics, DefiProtocol, GasEstimate } from './blockchain.contract.ts';
import { findNetwork } from './blockchain.service.ts';
import { PLAIN_TRANSFER_GAS } from './blockchain-units.ts';

export async function listProtocols(db: Knex): Promise<DefiProtocol[]> {
  const rows: {
    id: string;
    name: string;
    protocol: string;
    networkId: string;
    tvlUsd: string;
    apy: string;
    tokens: string[];
  }[] = await db('blockchainDefiProtocols').orderBy('tvlUsd', 'desc');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    networkId: row.networkId,
    tvl: String(row.tvlUsd),
    apy: Number(row.apy),
    tokens: row.tokens,
  }));
}

/** The console's figures, counted from the blockchain in one query. */
export async function blockchainAnalytics(db: Knex): Promise<BlockchainAnalytics> {
  const { rows } = (await db.raw(`
    WITH gaps AS (
      SELECT extract(epoch FROM produced_at - lag(produced_at) OVER (PARTITION BY network_id ORDER BY number)) AS seconds
      FROM blockchain_blocks
    ), tokens AS (
      SELECT network_id, address, parameters->>'standard' AS standard FROM blockchain_contracts WHERE status = 'deployed'
    )
    SELECT
      (SELECT count(*) FROM blockchain_transactions) AS "totalTransactions",
      (SELECT count(*) FROM blockchain_contracts) AS "totalContracts",
      (SELECT coalesce(round(avg(seconds)::numeric, 2), 0) FROM gaps WHERE seconds > 0) AS "avgBlockTime",
      (SELECT coalesce(round(avg(gas_price_wei)), 0)::text FROM blockchain_transactions) AS "avgGasPrice",
      (SELECT count(*) FROM (SELECT from_address FROM blockchain_transactions UNION SELECT to_address FROM blockchain_transactions) a) AS "activeAddresses",
      (SELECT coalesce(sum(tvl_usd), 0)::text FROM blockchain_defi_protocols) AS "totalTvl",
      (SELECT count(DISTINCT from_address) FROM blockchain_transactions WHERE created_at > now() - interval '30 days') AS "activeUsers",
      (SELECT coalesce(sum(gas_used * gas_price_wei), 0)::text FROM blockchain_transactions WHERE status = 'confirmed') AS "totalGasPaid",
      (SELECT count(*) FROM tokens WHERE standard = 'ERC20') AS "totalErc20",
      (SELECT count(*) FROM tokens WHERE standard = 'ERC721') AS "totalErc721",
      (SELECT count(*) FROM blockchain_transactions t JOIN tokens k ON k.network_id = t.network_id AND k.address = t.to_address WHERE t.status = 'confirmed') AS "totalTransfers",
      (SELECT count(DISTINCT t.from_address) FROM blockchain_transactions t JOIN tokens k ON k.network_id = t.network_id AND k.address = t.to_address WHERE t.status = 'confirmed') AS "totalHolders"
  `)) as { rows: Record<string, string | number>[] };
  const figures = rows[0] as Record<string, string | number>;
  const count = (name: string) => Number(figures[name]);
  return {
    networkStats: {
      totalTransactions: count('totalTransactions'),
      totalContracts: count('totalContracts'),
      avgBlockTime: count('avgBlockTime'),
      avgGasPrice: String(figures.avgGasPrice),
      activeAddresses: count('activeAddresses'),
    },
    defiStats: { totalTVL: String(figures.totalTvl) },
    userStats: { activeUsers: count('activeUsers'), totalGasPaid: String(figures.totalGasPaid) },
    tokenStats: {
      totalERC20: count('totalErc20'),
      totalERC721: count('totalErc721'),
      totalTransfers: count('totalTransfers'),
      totalHolders: count('totalHolders'),
    },
  };
}

/** What a transaction would cost now: the medians of the network's last 50 transactions. */
export async function gasEstimate(db: Knex, networkId: string): Promise<GasEstimate> {
  const network = await findNetwork(db, networkId);
  const { rows } = (await db.raw(
    `SELECT count(*) AS "sampleSize",
            percentile_disc(0.5) WITHIN GROUP (ORDER BY gas_price_wei)::text AS "gasPrice",
            percentile_disc(0.5) WITHIN GROUP (ORDER BY gas_used) AS "gasUsed"
     FROM (SELECT gas_price_wei, gas_used FROM blockchain_transactions
           WHERE network_id = ? AND status = 'confirmed'
           ORDER BY block_number DESC, id DESC LIMIT 50) recent`,
    [networkId],
  )) as { rows: { sampleSize: string | number; gasPrice: string | null; gasUsed: string | number | null }[] };
  const recent = rows[0];
  const gasPrice = BigInt(recent?.gasPrice ?? network.gasPrice);
  const gasUsed = Number(recent?.gasUsed ?? PLAIN_TRANSFER_GAS);
  return {
    networkId,
    gasPrice: gasPrice.toString(),
    gasUsed,
    fee: (gasPrice * BigInt(gasUsed)).toString(),
    sampleSize: Number(recent?.sampleSize ?? 0),
  };
}
