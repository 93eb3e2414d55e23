import { z } from 'zod';
import {
  blockchainAnalyticsSchema,
  contractAddressPathSchema,
  defiProtocolSchema,
  contractListQuerySchema,
  deployContractBodySchema,
  gasEstimateSchema,
  BLOCKCHAIN_WRITES_PER_HOUR,
  blockchainContractSchema,
  blockchainContractSummarySchema,
  blockchainTransactionSchema,
  networkQuerySchema,
  networkSchema,
  sendTransactionBodySchema,
  transactionListQuerySchema,
} from './blockchain.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { FIGURES_MAX_AGE_SECONDS, sharedFigures } from '../platform/database/shared-figures.ts';
import {
  deployContract,
  findContract,
  listContracts,
  listNetworks,
  listTransactions,
  sendTransaction,
} from './blockchain.service.ts';
import { blockchainAnalytics, gasEstimate, listProtocols } from './blockchain-figures.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Blockchain';

/** Writing to the blockchain with an API key takes the widest permission: a read-only key cannot. */
const BLOCKCHAIN_WRITE_PERMISSION = 'admin:all';
const blockchainWrites = `With an API key, it takes admin:all. A user deploys and sends at most ${BLOCKCHAIN_WRITES_PER_HOUR} times an hour, together.`;
const blockchainWriteErrors = {
  404: 'No such network.',
  409: 'The network is not producing blocks.',
  429: `${BLOCKCHAIN_WRITES_PER_HOUR} deploys and sends within the hour (ledger_quota_exceeded); Retry-After says when to try again.`,
};
const unknownNetwork = { 404: 'No such network.' };

export const blockchainRoutes = [
  defineRoute({
    method: 'get',
    path: '/blockchain/analytics',
    operationId: 'getBlockchainAnalytics',
    summary: 'The blockchain’s figures: network, DeFi, user and token statistics',
    description:
      'Counted from the simulated blockchain at most once a minute for everyone: a figure may be up to a minute old.',
    tag,
    access: 'public',
    permission: null,
    responses: { 200: { description: 'The figures.', schema: blockchainAnalyticsSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await sharedFigures(
        db.knex,
        'blockchain-analytics',
        FIGURES_MAX_AGE_SECONDS,
        blockchainAnalytics,
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/blockchain/networks',
    operationId: 'listNetworks',
    summary: 'The networks, mainnets first',
    tag,
    access: 'public',
    permission: null,
    responses: { 200: { description: 'Every network.', schema: z.array(networkSchema) } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listNetworks(db.knex);
    },
  }),
  definePagedRoute({
    path: '/blockchain/contracts',
    operationId: 'listContracts',
    summary: 'The contracts of a network, newest first',
    tag,
    access: 'public',
    permission: null,
    description: 'Paged like the transactions. Each contract’s parameters are on its own call.',
    query: contractListQuerySchema,
    page: {
      description: 'A page of the network’s contracts.',
      schema: z.array(blockchainContractSummarySchema),
      total: 'The network’s contracts in all.',
    },
    errors: unknownNetwork,
    list: ({ query }, { db }) => listContracts(db.knex, query),
  }),
  defineRoute({
    method: 'get',
    path: '/blockchain/contracts/:address',
    operationId: 'verifyContract',
    summary: 'Whether an address is a contract deployed on a network',
    tag,
    access: 'public',
    permission: null,
    params: contractAddressPathSchema,
    query: networkQuerySchema,
    responses: { 200: { description: 'The contract at that address.', schema: blockchainContractSchema } },
    errors: { 404: 'No such network, or no contract at that address on it.' },
    async handler(ctx, { params, query }, { db }) {
      ctx.body = await findContract(db.knex, query.network, params.address);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/blockchain/contracts',
    operationId: 'deployContract',
    summary: 'Deploy a contract: pending until the network’s next block',
    description: `The creator is the signed-in user. parameters is a JSON object of at most 16 KB. ${blockchainWrites}`,
    tag,
    access: 'signed-in',
    permission: BLOCKCHAIN_WRITE_PERMISSION,
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: deployContractBodySchema },
    responses: {
      201: { description: 'The contract, pending, with its address.', schema: blockchainContractSchema },
    },
    errors: blockchainWriteErrors,
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await deployContract(db.knex, user, body);
    },
  }),
  definePagedRoute({
    path: '/blockchain/transactions',
    operationId: 'listTransactions',
    summary: 'Transactions, newest first',
    tag,
    access: 'public',
    permission: null,
    query: transactionListQuerySchema,
    page: {
      description: 'A page of transactions.',
      schema: z.array(blockchainTransactionSchema),
      total: 'Transactions in all.',
    },
    errors: unknownNetwork,
    list: ({ query }, { db }) => listTransactions(db.knex, query),
  }),
  defineRoute({
    method: 'post',
    path: '/blockchain/transactions',
    operationId: 'sendTransaction',
    summary: 'Send ether: pending until the network’s next block confirms it (or it fails)',
    description: `value is ether as a decimal string (at most 18 decimals), kept exactly in wei; gasPrice is gwei, the network’s current price when left out. ${blockchainWrites}`,
    tag,
    access: 'signed-in',
    permission: BLOCKCHAIN_WRITE_PERMISSION,
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: sendTransactionBodySchema },
    responses: {
      201: { description: 'The transaction, pending, with its hash.', schema: blockchainTransactionSchema },
    },
    errors: blockchainWriteErrors,
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await sendTransaction(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/blockchain/gas-estimate',
    operationId: 'estimateGas',
    summary: 'What a transaction costs now on a network, from its recent transactions',
    tag,
    access: 'public',
    permission: null,
    query: networkQuerySchema,
    responses: { 200: { description: 'The estimate.', schema: gasEstimateSchema } },
    errors: unknownNetwork,
    async handler(ctx, { query }, { db }) {
      ctx.body = await gasEstimate(db.knex, query.network);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/blockchain/defi/protocols',
    operationId: 'listDefiProtocols',
    summary: 'DeFi protocols, by value locked',
    tag,
    access: 'public',
    permission: null,
    responses: { 200: { description: 'Every protocol.', schema: z.array(defiProtocolSchema) } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listProtocols(db.knex);
    },
  }),
];
