import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  BLOCKCHAIN_WRITES_PER_HOUR,
  WEI_PER_ETHER,
  WEI_PER_GWEI,
  type BlockchainAnalytics,
  type DefiProtocol,
  type DeployContractBody,
  type GasEstimate,
  type BlockchainContract,
  type BlockchainContractSummary,
  type BlockchainTransaction,
  type Network,
} from './blockchain.contract.ts';
import { AppError, notFound, secondsUntilWindowFrees, tooManyRequests } from '../platform/errors/index.ts';

const HOUR_MS = 60 * 60 * 1000;
import type { AuthUser } from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import type { ListPage } from '../platform/common.contract.ts';

/**
 * The simulated blockchain: networks with their blocks, contracts and transactions, kept in
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

/** The gas a plain transfer uses; the blockchain adds a little per transaction, as real ones vary. */
export const PLAIN_TRANSFER_GAS = 21_000;

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
  return db('blockchainNetworks as n').select(
    'n.*',
    db('blockchainBlocks as b').max('number').where('b.networkId', db.ref('n.id')).as('latestBlock'),
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
  status: BlockchainContract['status'];
  address: string;
  gasUsed: string | number | null;
  networkId: string;
  creatorId: string | null;
  parameters: Record<string, unknown>;
  blockNumber: string | number | null;
  createdAt: Date;
}

const toContract = (row: ContractRow): BlockchainContract => ({
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

/** A page of a network's contracts, newest first, without their parameters. */
export async function listContracts(
  db: Knex,
  { limit, offset, network }: { limit: number; offset: number; network: string },
): Promise<ListPage<BlockchainContractSummary>> {
  await findNetwork(db, network);
  const scoped = () => db('blockchainContracts').where({ networkId: network });
  const [rows, counted] = await Promise.all([
    scoped()
      .select(
        'id',
        'name',
        'status',
        'address',
        'gasUsed',
        'networkId',
        'creatorId',
        'blockNumber',
        'createdAt',
      )
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset) as Promise<Omit<ContractRow, 'parameters'>[]>,
    scoped().count({ total: '*' }).first() as Promise<{ total: string | number }>,
  ]);
  return {
    items: rows.map((row) => {
      const { parameters: _, ...summary } = toContract({ ...row, parameters: {} });
      return summary;
    }),
    total: Number(counted.total),
  };
}

/**
 * Holds a user to BLOCKCHAIN_WRITES_PER_HOUR deploys and sends together (429 with Retry-After), counted
 * under the user's lock so writes sent at once cannot all pass one count. Call it in the
 * transaction that writes.
 */
async function requireBlockchainQuota(
  trx: Knex.Transaction,
  user: AuthUser,
  now = new Date(),
): Promise<void> {
  await lockUntilCommit(trx, `blockchain-writes:${user.id}`);
  const since = new Date(now.getTime() - HOUR_MS);
  const { rows } = (await trx.raw(
    `SELECT count(*) AS writes, min(created_at) AS oldest FROM (
       SELECT created_at FROM blockchain_contracts WHERE creator_id = :user AND created_at > :since
       UNION ALL
       SELECT created_at FROM blockchain_transactions WHERE sender_id = :user AND created_at > :since
     ) recent`,
    { user: user.id, since },
  )) as { rows: { writes: string | number; oldest: Date | null }[] };
  const [{ writes, oldest }] = rows as [{ writes: string | number; oldest: Date | null }];
  if (Number(writes) < BLOCKCHAIN_WRITES_PER_HOUR || !oldest) return;
  const retryAfter = secondsUntilWindowFrees(new Date(oldest), HOUR_MS, now);
  throw tooManyRequests(
    'ledger_quota_exceeded',
    `You have deployed and sent ${BLOCKCHAIN_WRITES_PER_HOUR} times on the simulated blockchain within the hour, the most it takes. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    retryAfter,
  );
}

/** Whether an address is a contract on a network: the contract, or 404. */
export async function findContract(
  db: Knex,
  networkId: string,
  address: string,
): Promise<BlockchainContract> {
  await findNetwork(db, networkId);
  const row: ContractRow | undefined = await db('blockchainContracts')
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
  const [row]: ContractRow[] = await db.transaction(async (trx) => {
    await requireBlockchainQuota(trx, user);
    return trx('blockchainContracts')
      .insert({
        networkId: body.networkId,
        name: body.name,
        address,
        creatorId: user.id,
        parameters: JSON.stringify(body.parameters),
      })
      .returning('*');
  });
  return toContract(row as ContractRow);
}

interface TransactionRow {
  id: number;
  hash: string;
  status: BlockchainTransaction['status'];
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

const toTransaction = (row: TransactionRow): BlockchainTransaction => ({
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
): Promise<ListPage<BlockchainTransaction>> {
  if (network) await findNetwork(db, network);
  const scoped = () =>
    network ? db('blockchainTransactions').where({ networkId: network }) : db('blockchainTransactions');
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
): Promise<BlockchainTransaction> {
  const network = await findNetwork(db, body.networkId, { active: true });
  const [row]: TransactionRow[] = await db.transaction(async (trx) => {
    await requireBlockchainQuota(trx, user);
    return trx('blockchainTransactions')
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
  });
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

/** The console's figures, counted from the blockchain in one statement. */
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
