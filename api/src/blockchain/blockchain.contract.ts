import { z } from 'zod';
import { paginationQuerySchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { DEFAULT_NETWORK_ID } from '../samples/console-values.contract.ts';

/**
 * The blockchain console's calls: a simulated blockchain kept in PostgreSQL (no real chain is
 * contacted). Amounts of ether travel in wei as decimal strings, never as floats.
 */

export const WEI_PER_ETHER = 10n ** 18n;
export const WEI_PER_GWEI = 10n ** 9n;
/** The largest parameters object a contract deployment takes, as JSON. */
export const MAX_CONTRACT_PARAMETERS_BYTES = 16 * 1024;

const weiSchema = z
  .string()
  .regex(/^\d+$/)
  .meta({ description: 'An amount in wei, a whole-number string.', example: '1500000000000000000' });
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hexadecimal digits')
  .meta({ example: '0x52908400098527886E0F7030069857D2E4169EE7' });
const hashSchema = z
  .string()
  .meta({ description: '0x and 64 hexadecimal digits.', example: `0x${'ab'.repeat(32)}` });
const blockchainStatusSchema = z.enum(['pending', 'confirmed', 'failed']);
const networkIdSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a network id like ethereum-mainnet');

export const networkSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    chainId: z.number().int(),
    status: z.enum(['active', 'inactive']),
    nativeCurrency: z.object({ symbol: z.string(), decimals: z.number().int() }),
    blockTime: z.number().meta({ description: 'Seconds between blocks.' }),
    gasPrice: weiSchema.meta({ description: 'The current gas price, in wei.' }),
    isTestnet: z.boolean(),
    latestBlock: z.number().int().meta({ description: 'The number of the newest block.' }),
  })
  .meta({ id: 'BlockchainNetwork' });

export const blockchainContractSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['pending', 'deployed', 'failed']),
    address: z.string(),
    gasUsed: z.number().int().nullable(),
    networkId: z.string(),
    creatorId: z.string().nullable(),
    parameters: z.record(z.string(), z.unknown()),
    blockNumber: z.number().int().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'BlockchainContract' });

export const blockchainTransactionSchema = z
  .object({
    id: z.number().int(),
    hash: hashSchema,
    status: blockchainStatusSchema,
    from: z.string(),
    to: z.string(),
    value: weiSchema.meta({ description: 'The amount sent, in wei.' }),
    gasPrice: weiSchema.meta({ description: 'The gas price paid, in wei.' }),
    gasUsed: z.number().int().nullable(),
    networkId: z.string(),
    blockNumber: z.number().int().nullable(),
    createdAt: timestampSchema,
    confirmedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'BlockchainTransaction' });

export const defiProtocolSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    protocol: z.string().meta({ description: 'What it is: lending, exchange, staking …' }),
    networkId: z.string(),
    tvl: z.string().meta({ description: 'Total value locked, US dollars as a decimal string.' }),
    apy: z.number().meta({ description: 'Annual yield in %.' }),
    tokens: z.array(z.string()),
  })
  .meta({ id: 'DefiProtocol' });

export const blockchainAnalyticsSchema = z
  .object({
    networkStats: z.object({
      totalTransactions: z.number().int(),
      totalContracts: z.number().int(),
      avgBlockTime: z.number().meta({ description: 'Seconds, averaged over the blocks produced.' }),
      avgGasPrice: weiSchema.meta({ description: 'Average gas price of the transactions, in wei.' }),
      activeAddresses: z.number().int(),
    }),
    defiStats: z.object({ totalTVL: z.string().meta({ description: 'US dollars, a decimal string.' }) }),
    userStats: z.object({
      activeUsers: z.number().int().meta({ description: 'Addresses that sent in the last 30 days.' }),
      totalGasPaid: weiSchema.meta({
        description: 'Gas used × gas price of confirmed transactions, in wei.',
      }),
    }),
    tokenStats: z.object({
      totalERC20: z.number().int(),
      totalERC721: z.number().int(),
      totalTransfers: z.number().int(),
      totalHolders: z.number().int(),
    }),
  })
  .meta({ id: 'BlockchainAnalytics' });

export const gasEstimateSchema = z
  .object({
    networkId: z.string(),
    gasPrice: weiSchema.meta({ description: 'Median gas price of the last 50 transactions, in wei.' }),
    gasUsed: z.number().int().meta({ description: 'Median gas used by the last 50 confirmed transactions.' }),
    fee: weiSchema.meta({ description: 'gasPrice × gasUsed, in wei.' }),
    sampleSize: z.number().int(),
  })
  .meta({ id: 'GasEstimate' });

/** A positive amount of ether as a decimal string, at most 18 decimals: stored exactly, in wei. */
export const etherAmountSchema = z
  .string({ error: 'must be a decimal string of ether, like "0.25"' })
  .trim()
  .regex(
    /^\d{1,20}(\.\d{1,18})?$/,
    'must be a positive amount of ether with at most 18 decimals, like "0.25"',
  )
  .refine((text) => /[1-9]/.test(text), 'must be more than 0')
  .meta({ example: '0.25' });

export const sendTransactionBodySchema = z
  .strictObject({
    from: addressSchema,
    to: addressSchema,
    value: etherAmountSchema,
    gasPrice: z
      .number({ error: 'must be a number of gwei' })
      .positive('must be more than 0')
      .max(100_000, 'can be at most 100,000 gwei')
      .optional()
      .meta({ description: 'Gwei; the network’s current price when left out.' }),
    networkId: networkIdSchema.default(DEFAULT_NETWORK_ID),
  })
  .meta({ id: 'SendTransaction' });

export const deployContractBodySchema = z
  .strictObject({
    name: textSchema(100).pipe(z.string().min(1, 'is required')),
    networkId: networkIdSchema,
    parameters: z
      .record(z.string(), z.unknown(), { error: 'must be a JSON object' })
      .default({})
      .refine(
        (parameters) => JSON.stringify(parameters).length <= MAX_CONTRACT_PARAMETERS_BYTES,
        `must be at most ${MAX_CONTRACT_PARAMETERS_BYTES / 1024} KB of JSON`,
      ),
  })
  .meta({ id: 'DeployContract' });

export const networkQuerySchema = z.object({
  network: networkIdSchema
    .default(DEFAULT_NETWORK_ID)
    .meta({ description: 'A network id (default ethereum-mainnet).' }),
});
export const transactionListQuerySchema = paginationQuerySchema.extend({
  network: networkIdSchema.optional().meta({ description: 'Only this network’s transactions.' }),
});
export const contractListQuerySchema = paginationQuerySchema.extend(networkQuerySchema.shape);
export const contractAddressPathSchema = z.strictObject({ address: addressSchema });

/** A contract in a list: its parameters stay on the contract's own call. */
export const blockchainContractSummarySchema = blockchainContractSchema
  .omit({ parameters: true })
  .meta({ id: 'BlockchainContractSummary' });

/** Deploys and sends one user may make in an hour, together. */
export const BLOCKCHAIN_WRITES_PER_HOUR = 100;

export type Network = z.output<typeof networkSchema>;
export type BlockchainContract = z.output<typeof blockchainContractSchema>;
export type BlockchainContractSummary = z.output<typeof blockchainContractSummarySchema>;
export type BlockchainTransaction = z.output<typeof blockchainTransactionSchema>;
export type DefiProtocol = z.output<typeof defiProtocolSchema>;
export type BlockchainAnalytics = z.output<typeof blockchainAnalyticsSchema>;
export type GasEstimate = z.output<typeof gasEstimateSchema>;
export type SendTransactionBody = z.input<typeof sendTransactionBodySchema>;
export type DeployContractBody = z.input<typeof deployContractBodySchema>;
