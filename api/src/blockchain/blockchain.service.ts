import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  BLOCKCHAIN_WRITES_PER_HOUR,
  type DeployContractBody,
  type BlockchainContract,
  type BlockchainContractSummary,
  type BlockchainTransaction,
  type Network,
} from './blockchain.contract.ts';
import { AppError, notFound, secondsUntilWindowFrees, tooManyRequests } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { etherToWei, gweiToWei } from './blockchain-units.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The simulated blockchain: networks with their blocks, contracts and transactions, kept in
 * PostgreSQL. A block producer confirms what is pending on each network's block time.
 */

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
export async function findNetwork(db: Knex, id: string, { active = false } = {}): Promise<Network> {
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
