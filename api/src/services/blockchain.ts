import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  WEI_PER_ETHER,
  WEI_PER_GWEI,
  type BlockchainAnalytics,
  type DefiProtocol,
  type DeployContractBody,
  type GasEstimate,
  type LedgerContract,
  type LedgerTransaction,
  type Network,
} from '../contracts/blockchain.ts';
import { AppError, notFound } from '../errors/index.ts';
import type { AuthUser } from '../http/route.ts';
import type { Logger } from '../logger.ts';

/**
 * The simulated ledger: networks with their blocks, contracts and transactions, kept in
 * PostgreSQL. A block producer confirms what is pending on each network's block time.
 */

/** `"0.25"` ether as wei, exactly (no float on the way). */
export function etherToWei(ether: string): bigint {
  const [whole = '0', fraction = ''] = ether.split('.');
  return BigInt(whole) * WEI_PER_ETHER + BigInt(fraction.padEnd(18, '0'));
}

/** Gwei as wei; a gwei figure may have up to 9 decimals. */
export function gweiToWei(gwei: number): bigint {
  const [whole = '0', fraction = ''] = gwei.toFixed(9).split('.');
  return BigInt(whole) * WEI_PER_GWEI + BigInt(fraction.padEnd(9, '0'));
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

interface NetworkRow {
  id: string;
  name: string;
  chainId: number;
  status: 'active' | 'inactive';
  currencySymbol: string;
  currencyDecimals: number;
  blockTimeMs: number;
  gasPriceWei: string;
  isTestnet: boolean;
  latestBlock: string | number;
}

const toNetwork = (row: NetworkRow): Network => ({
  id: row.id,
  name: row.name,
  chainId: row.chainId,
  status: row.status,
  nativeCurrency: { symbol: row.currencySymbol, decimals: row.currencyDecimals },
  blockTime: row.blockTimeMs / 1000,
  gasPrice: String(row.gasPriceWei),
  isTestnet: row.isTestnet,
  latestBlock: Number(row.latestBlock),
});

function networksQuery(db: Knex) {
  return db('ledgerNetworks as n').select(
    'n.*',
    db('ledgerBlocks as b').max('number').where('b.networkId', db.ref('n.id')).as('latestBlock'),
  );
}

export async function listNetworks(db: Knex): Promise<Network[]> {
  const rows: NetworkRow[] = await networksQuery(db).orderBy([
    { column: 'n.isTestnet' },
    { column: 'n.chainId' },
  ]);
  return rows.map(toNetwork);
}

/** A network by its id; unknown ones are 404, and inactive ones refuse new activity. */
async function findNetwork(db: Knex, id: string, { active = false } = {}): Promise<Network> {
  const row: NetworkRow | undefined = await networksQuery(db).where('n.id', id).first();
  if (!row)
    throw notFound(
      `There is no network ${id}. GET /api/blockchain/networks lists them.`,
      'network_not_found',
    );
  if (active && row.status !== 'active')
    throw new AppError({
      status: 409,
      code: 'network_inactive',
      title: 'Conflict',
      detail: `${row.name} is not producing blocks at the moment: choose an active network.`,
    });
  return toNetwork(row);
}

interface ContractRow {
  id: number;
  name: string;
  status: LedgerContract['status'];
  address: string;
  gasUsed: string | number | null;
  networkId: string;
  creatorId: string | null;
  parameters: Record<string, unknown>;
  blockNumber: string | number | null;
  createdAt: Date;
}

const toContract = (row: ContractRow): LedgerContract => ({
  id: row.id,
  name: row.name,
  status: row.status,
  address: row.address,
  gasUsed: row.gasUsed === null ? null : Number(row.gasUsed),
  networkId: row.networkId,
  creatorId: row.creatorId,
  parameters: row.parameters,
  blockNumber: row.blockNumber === null ? null : Number(row.blockNumber),
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listContracts(db: Knex, networkId: string): Promise<LedgerContract[]> {
  await findNetwork(db, networkId);
  const rows: ContractRow[] = await db('ledgerContracts')
    .where({ networkId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(toContract);
}

/** Whether an address is a contract on a network: the contract, or 404. */
export async function findContract(db: Knex, networkId: string, address: string): Promise<LedgerContract> {
  await findNetwork(db, networkId);
  const row: ContractRow | undefined = await db('ledgerContracts')
    .where({ networkId, address: address.toLowerCase() })
    .first();
  if (!row) throw notFound(`No contract is deployed at ${address} on ${networkId}.`, 'contract_not_found');
  return toContract(row);
}

export async function deployContract(db: Knex, user: AuthUser, body: Required<DeployContractBody>) {
  await findNetwork(db, body.networkId, { active: true });
  const address = `0x${createHash('sha256')
    .update(`${user.id}:${body.name}:${hex(16)}`)
    .digest('hex')
    .slice(0, 40)}`;
  const [row]: ContractRow[] = await db('ledgerContracts')
    .insert({
      networkId: body.networkId,
      name: body.name,
      address,
      creatorId: user.id,
      parameters: JSON.stringify(body.parameters),
    })
    .returning('*');
  return toContract(row as ContractRow);
}

interface TransactionRow {
  id: number;
  hash: string;
  status: LedgerTransaction['status'];
  fromAddress: string;
  toAddress: string;
  valueWei: string;
  gasPriceWei: string;
  gasUsed: string | number | null;
  networkId: string;
  blockNumber: string | number | null;
  createdAt: Date;
  confirmedAt: Date | null;
}

const toTransaction = (row: TransactionRow): LedgerTransaction => ({
  id: row.id,
  hash: row.hash,
  status: row.status,
  from: row.fromAddress,
  to: row.toAddress,
  value: String(row.valueWei),
  gasPrice: String(row.gasPriceWei),
  gasUsed: row.gasUsed === null ? null : Number(row.gasUsed),
  networkId: row.networkId,
  blockNumber: row.blockNumber === null ? null : Number(row.blockNumber),
  createdAt: new Date(row.createdAt).toISOString(),
  confirmedAt: row.confirmedAt === null ? null : new Date(row.confirmedAt).toISOString(),
});

export async function listTransactions(
  db: Knex,
  { limit, offset, network }: { limit: number; offset: number; network?: string | undefined },
): Promise<{ items: LedgerTransaction[]; total: number }> {
  if (network) await findNetwork(db, network);
  const scoped = () =>
    network ? db('ledgerTransactions').where({ networkId: network }) : db('ledgerTransactions');
  const [rows, counted] = await Promise.all([
    scoped()
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset) as Promise<TransactionRow[]>,
    scoped().count({ total: '*' }).first() as Promise<{ total: string | number }>,
  ]);
  return { items: rows.map(toTransaction), total: Number(counted.total) };
}

export interface SendTransaction {
  from: string;
  to: string;
  value: string;
  gasPrice?: number | undefined;
  networkId: string;
}

export async function sendTransaction(
  db: Knex,
  user: AuthUser,
  body: SendTransaction,
): Promise<LedgerTransaction> {
  const network = await findNetwork(db, body.networkId, { active: true });
  const [row]: TransactionRow[] = await db('ledgerTransactions')
    .insert({
      networkId: network.id,
      hash: `0x${hex(32)}`,
      fromAddress: body.from.toLowerCase(),
      toAddress: body.to.toLowerCase(),
      valueWei: etherToWei(body.value).toString(),
      gasPriceWei: (body.gasPrice === undefined
        ? BigInt(network.gasPrice)
        : gweiToWei(body.gasPrice)
      ).toString(),
      senderId: user.id,
    })
    .returning('*');
  return toTransaction(row as TransactionRow);
}

export async function listProtocols(db: Knex): Promise<DefiProtocol[]> {
  const rows: {
    id: string;
    name: string;
    protocol: string;
    networkId: string;
    tvlUsd: string;
    apy: string;
    tokens: string[];
  }[] = await db('ledgerDefiProtocols').orderBy('tvlUsd', 'desc');
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

/** The console's figures, counted from the ledger in one statement. */
export async function ledgerAnalytics(db: Knex): Promise<BlockchainAnalytics> {
  const { rows } = (await db.raw(`
    WITH gaps AS (
      SELECT extract(epoch FROM produced_at - lag(produced_at) OVER (PARTITION BY network_id ORDER BY number)) AS seconds
      FROM ledger_blocks
    ), tokens AS (
      SELECT network_id, address, parameters->>'standard' AS standard FROM ledger_contracts WHERE status = 'deployed'
    )
    SELECT
      (SELECT count(*) FROM ledger_transactions) AS "totalTransactions",
      (SELECT count(*) FROM ledger_contracts) AS "totalContracts",
      (SELECT coalesce(round(avg(seconds)::numeric, 2), 0) FROM gaps WHERE seconds > 0) AS "avgBlockTime",
      (SELECT coalesce(round(avg(gas_price_wei)), 0)::text FROM ledger_transactions) AS "avgGasPrice",
      (SELECT count(*) FROM (SELECT from_address FROM ledger_transactions UNION SELECT to_address FROM ledger_transactions) a) AS "activeAddresses",
      (SELECT coalesce(sum(tvl_usd), 0)::text FROM ledger_defi_protocols) AS "totalTvl",
      (SELECT count(DISTINCT from_address) FROM ledger_transactions WHERE created_at > now() - interval '30 days') AS "activeUsers",
      (SELECT coalesce(sum(gas_used * gas_price_wei), 0)::text FROM ledger_transactions WHERE status = 'confirmed') AS "totalGasPaid",
      (SELECT count(*) FROM tokens WHERE standard = 'ERC20') AS "totalErc20",
      (SELECT count(*) FROM tokens WHERE standard = 'ERC721') AS "totalErc721",
      (SELECT count(*) FROM ledger_transactions t JOIN tokens k ON k.network_id = t.network_id AND k.address = t.to_address WHERE t.status = 'confirmed') AS "totalTransfers",
      (SELECT count(DISTINCT t.from_address) FROM ledger_transactions t JOIN tokens k ON k.network_id = t.network_id AND k.address = t.to_address WHERE t.status = 'confirmed') AS "totalHolders"
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
     FROM (SELECT gas_price_wei, gas_used FROM ledger_transactions
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

/** The gas a plain transfer uses; the ledger adds a little per transaction, as real ones vary. */
const PLAIN_TRANSFER_GAS = 21_000;

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
       FROM ledger_networks n
       CROSS JOIN LATERAL (
         SELECT number, produced_at FROM ledger_blocks WHERE network_id = n.id ORDER BY number DESC LIMIT 1
       ) latest
       WHERE n.status = 'active' AND latest.produced_at + n.block_time_ms * interval '1 millisecond' <= :now
       FOR UPDATE OF n SKIP LOCKED
     ), block AS (
       INSERT INTO ledger_blocks (network_id, number, produced_at)
       SELECT id, number + 1, :now FROM due
       ON CONFLICT DO NOTHING
       RETURNING network_id, number
     ), confirmed AS (
       UPDATE ledger_transactions t
       SET status = CASE WHEN get_byte(decode(substr(t.hash, 3), 'hex'), 31) % 10 = 0 THEN 'failed' ELSE 'confirmed' END,
           block_number = block.number,
           confirmed_at = :now,
           gas_used = ${PLAIN_TRANSFER_GAS} + get_byte(decode(substr(t.hash, 3), 'hex'), 30) * 100
       FROM block
       WHERE t.network_id = block.network_id AND t.status = 'pending' AND t.created_at <= :now
       RETURNING t.id
     ), deployed AS (
       UPDATE ledger_contracts c
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
export function startBlockProducer(db: Knex, logger: Logger, intervalMs = 1000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => produceBlocks(db))
      .catch((error: unknown) => logger.warn({ err: error }, 'The ledger could not produce a block'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The demo ledger's history, the same on every run: 240 blocks on each active network, 30
 * contracts (tokens and trade contracts) and 900 transactions among 60 addresses, the newest
 * blocks a few seconds old. Adds nothing to a ledger that already has history.
 */
export async function seedLedger(db: Knex, now = new Date()): Promise<void> {
  const { rows } = (await db.raw('SELECT count(*) AS "count" FROM ledger_transactions')) as {
    rows: { count: string | number }[];
  };
  if (Number(rows[0]?.count) > 0) return;
  await db.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO ledger_blocks (network_id, number, produced_at)
       SELECT n.id, b.number, :now::timestamptz - (240 - b.number) * n.block_time_ms * interval '1 millisecond'
       FROM ledger_networks n CROSS JOIN generate_series(1, 240) AS b(number)
       WHERE n.status = 'active'`,
      { now },
    );
    await trx.raw(
      `UPDATE ledger_blocks g SET produced_at = first.produced_at - interval '1 second'
       FROM ledger_blocks first
       WHERE g.number = 0 AND first.network_id = g.network_id AND first.number = 1`,
    );
    await trx.raw(
      `WITH active AS (SELECT id, gas_price_wei, row_number() OVER (ORDER BY chain_id) - 1 AS position,
                              count(*) OVER () AS networks
                       FROM ledger_networks WHERE status = 'active')
       INSERT INTO ledger_contracts (network_id, name, address, status, parameters, gas_used, block_number, created_at)
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
       JOIN ledger_blocks b ON b.network_id = a.id AND b.number = 10 + c.i * 7`,
    );
    await trx.raw(
      `WITH active AS (SELECT id, gas_price_wei, row_number() OVER (ORDER BY chain_id) - 1 AS position,
                              count(*) OVER () AS networks
                       FROM ledger_networks WHERE status = 'active'),
       tx AS (SELECT i, '0x' || md5('tx:' || i) || md5('tx+' || i) AS hash FROM generate_series(1, 900) AS i)
       INSERT INTO ledger_transactions (network_id, hash, from_address, to_address, value_wei, gas_price_wei, gas_used,
                                        status, block_number, created_at, confirmed_at)
       SELECT a.id, tx.hash,
              '0x' || substr(md5('address:' || (tx.i % 60)) || md5('address+' || (tx.i % 60)), 1, 40),
              coalesce(
                (SELECT address FROM ledger_contracts k WHERE k.network_id = a.id ORDER BY k.id OFFSET (tx.i % 3) LIMIT 1),
                '0x' || substr(md5('address:' || ((tx.i * 7) % 60)) || md5('address+' || ((tx.i * 7) % 60)), 1, 40)
              ),
              ((tx.i * 7919) % 5000 + 1)::numeric * 1000000000000000,
              a.gas_price_wei * (80 + tx.i % 41) / 100,
              ${PLAIN_TRANSFER_GAS} + get_byte(decode(substr(tx.hash, 3), 'hex'), 30) * 100,
              CASE WHEN get_byte(decode(substr(tx.hash, 3), 'hex'), 31) % 10 = 0 THEN 'failed' ELSE 'confirmed' END,
              b.number, b.produced_at - interval '1 second', b.produced_at
       FROM tx
       JOIN active a ON a.position = tx.i % a.networks
       JOIN ledger_blocks b ON b.network_id = a.id AND b.number = 240 - (tx.i * 13) % 239`,
    );
  });
}
