import { z } from 'zod';
import { paginationQuerySchema } from '../platform/common.contract.ts';
import {
  ESCROW_STATUSES,
  BARTER_CATEGORIES,
  AUCTION_CATEGORIES,
  AUCTION_STATUSES,
  SAMPLE_PATHS,
} from './console-values.contract.ts';
import type { escrowMilestoneSchema } from './trading.contract.ts';
import {
  hedgeContractSchema,
  hedgePortfolioSchema,
  escrowSchema,
  barterOfferSchema,
  barterMatchSchema,
  cryptoAssetSchema,
  cryptoTransactionSchema,
  cryptoOrderSchema,
  cryptoMarketSchema,
  sampleAuctionSchema,
  watchlistEntrySchema,
} from './trading.contract.ts';
import {
  channelSchema,
  channelMessageSchema,
  channelOrderSchema,
  omnichannelSettingsSchema,
  integrationSchema,
  whatsappConversationSchema,
  whatsappMessageSchema,
  whatsappCatalogProductSchema,
  whatsappProfileSchema,
  telegramUserSchema,
  telegramCommandSchema,
  telegramOverviewSchema,
  telegramSettingsSchema,
} from './channels.contract.ts';

/**
 * The sample-data consoles (hedging, escrow, barter, crypto, auctions, omnichannel, multichannel,
 * WhatsApp, Telegram): the shapes of their records and the one table of their read endpoints.
 * The endpoints are answered by MSW handlers in `@rawex/fixtures` (Storybook, tests, and the
 * running app through `rawex start`); the API's OpenAPI document lists them under "Samples".
 */

export * from './trading.contract.ts';
export * from './channels.contract.ts';

// ── The endpoints ───────────────────────────────────────────────────────────────────────────────

const search = z.string().trim().max(100).optional().meta({ description: 'Words to look for.' });

export const auctionQuerySchema = paginationQuerySchema.extend({
  status: z.enum(AUCTION_STATUSES).optional(),
  category: z.enum(AUCTION_CATEGORIES).optional(),
  search,
});
export const barterQuerySchema = paginationQuerySchema.extend({
  category: z.enum(BARTER_CATEGORIES).optional(),
  search,
  mine: z.enum(['true', 'false']).optional().meta({ description: 'true: only my offers.' }),
});
export const escrowQuerySchema = paginationQuerySchema.extend({ status: z.enum(ESCROW_STATUSES).optional() });
export const channelMessageQuerySchema = paginationQuerySchema.extend({
  channelId: z.string().max(64).optional(),
});
export const listQuerySchema = paginationQuerySchema;
export const whatsappThreadParamsSchema = z.object({ phone: z.string().regex(/^\+\d{6,15}$/) });

interface SampleEndpoint {
  /** Under /api, Koa style: `/samples/whatsapp/conversations/:phone/messages`. */
  path: (typeof SAMPLE_PATHS)[keyof typeof SAMPLE_PATHS];
  summary: string;
  response: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A JSON array paged with limit and offset, its total in X-Total-Count. */
  list?: true;
}

const list = <T extends z.ZodType>(item: T) => z.array(item);

/** Every sample endpoint, by name: what MSW answers and what the OpenAPI document lists. */
export const sampleEndpoints = {
  hedgingPortfolio: {
    path: SAMPLE_PATHS.hedgingPortfolio,
    summary: 'The hedging portfolio and its risk figures',
    response: hedgePortfolioSchema,
  },
  hedgeContracts: {
    path: SAMPLE_PATHS.hedgeContracts,
    summary: 'Hedge contracts',
    response: list(hedgeContractSchema),
    query: listQuerySchema,
    list: true,
  },
  escrows: {
    path: SAMPLE_PATHS.escrows,
    summary: 'Escrow transactions with milestones and documents',
    response: list(escrowSchema),
    query: escrowQuerySchema,
    list: true,
  },
  barterOffers: {
    path: SAMPLE_PATHS.barterOffers,
    summary: 'Barter offers, searchable by commodity and filtered by category',
    response: list(barterOfferSchema),
    query: barterQuerySchema,
    list: true,
  },
  barterMatches: {
    path: SAMPLE_PATHS.barterMatches,
    summary: 'Suggested barter matches with their negotiation',
    response: list(barterMatchSchema),
    query: listQuerySchema,
    list: true,
  },
  cryptoAssets: {
    path: SAMPLE_PATHS.cryptoAssets,
    summary: 'Wallet assets',
    response: list(cryptoAssetSchema),
    query: listQuerySchema,
    list: true,
  },
  cryptoTransactions: {
    path: SAMPLE_PATHS.cryptoTransactions,
    summary: 'Wallet transactions, newest first',
    response: list(cryptoTransactionSchema),
    query: listQuerySchema,
    list: true,
  },
  cryptoOrders: {
    path: SAMPLE_PATHS.cryptoOrders,
    summary: 'Spot orders',
    response: list(cryptoOrderSchema),
    query: listQuerySchema,
    list: true,
  },
  cryptoMarket: {
    path: SAMPLE_PATHS.cryptoMarket,
    summary: 'Market data per coin',
    response: list(cryptoMarketSchema),
    query: listQuerySchema,
    list: true,
  },
  auctions: {
    path: SAMPLE_PATHS.auctions,
    summary: 'Auctions with their bid history, filtered by status, category and search',
    response: list(sampleAuctionSchema),
    query: auctionQuerySchema,
    list: true,
  },
  auctionWatchlist: {
    path: SAMPLE_PATHS.auctionWatchlist,
    summary: 'The watched auctions',
    response: list(watchlistEntrySchema),
    query: listQuerySchema,
    list: true,
  },
  omnichannelChannels: {
    path: SAMPLE_PATHS.omnichannelChannels,
    summary: 'Sales channels (WhatsApp, Telegram, API, web, email) with their figures',
    response: list(channelSchema),
    query: listQuerySchema,
    list: true,
  },
  channelMessages: {
    path: SAMPLE_PATHS.channelMessages,
    summary: "Customers' messages across channels, newest first",
    response: list(channelMessageSchema),
    query: channelMessageQuerySchema,
    list: true,
  },
  channelOrders: {
    path: SAMPLE_PATHS.channelOrders,
    summary: 'Orders taken through the channels, newest first',
    response: list(channelOrderSchema),
    query: listQuerySchema,
    list: true,
  },
  omnichannelSettings: {
    path: SAMPLE_PATHS.omnichannelSettings,
    summary: 'Channel configuration',
    response: omnichannelSettingsSchema,
  },
  multichannelChannels: {
    path: SAMPLE_PATHS.multichannelChannels,
    summary: 'Every sales channel of the multichannel manager',
    response: list(channelSchema),
    query: listQuerySchema,
    list: true,
  },
  multichannelIntegrations: {
    path: SAMPLE_PATHS.multichannelIntegrations,
    summary: 'Store connectors',
    response: list(integrationSchema),
    query: listQuerySchema,
    list: true,
  },
  whatsappConversations: {
    path: SAMPLE_PATHS.whatsappConversations,
    summary: 'WhatsApp conversations, most recent first',
    response: list(whatsappConversationSchema),
    query: listQuerySchema,
    list: true,
  },
  whatsappMessages: {
    path: SAMPLE_PATHS.whatsappMessages,
    summary: "One conversation's messages, oldest first",
    response: list(whatsappMessageSchema),
    params: whatsappThreadParamsSchema,
    query: listQuerySchema,
    list: true,
  },
  whatsappCatalog: {
    path: SAMPLE_PATHS.whatsappCatalog,
    summary: 'Products shared in WhatsApp',
    response: list(whatsappCatalogProductSchema),
    query: listQuerySchema,
    list: true,
  },
  whatsappOrders: {
    path: SAMPLE_PATHS.whatsappOrders,
    summary: 'Orders placed through WhatsApp',
    response: list(channelOrderSchema),
    query: listQuerySchema,
    list: true,
  },
  whatsappProfile: {
    path: SAMPLE_PATHS.whatsappProfile,
    summary: 'The WhatsApp business profile and message templates',
    response: whatsappProfileSchema,
  },
  telegramOverview: {
    path: SAMPLE_PATHS.telegramOverview,
    summary: "The bot's counts, performance and recent activity",
    response: telegramOverviewSchema,
  },
  telegramUsers: {
    path: SAMPLE_PATHS.telegramUsers,
    summary: "The bot's users",
    response: list(telegramUserSchema),
    query: listQuerySchema,
    list: true,
  },
  telegramCommands: {
    path: SAMPLE_PATHS.telegramCommands,
    summary: "The bot's commands",
    response: list(telegramCommandSchema),
    query: listQuerySchema,
    list: true,
  },
  telegramSettings: {
    path: SAMPLE_PATHS.telegramSettings,
    summary: "The bot's settings and status",
    response: telegramSettingsSchema,
  },
} as const satisfies Record<string, SampleEndpoint>;

export type SampleEndpointName = keyof typeof sampleEndpoints;
/** What an endpoint answers: a record, or for lists the array of one page. */
export type SampleData<Name extends SampleEndpointName> = z.output<
  (typeof sampleEndpoints)[Name]['response']
>;
/** The item of a list endpoint. */
export type SampleItem<Name extends SampleEndpointName> =
  SampleData<Name> extends readonly (infer Item)[] ? Item : never;

export type HedgeContract = z.output<typeof hedgeContractSchema>;
export type HedgePortfolio = z.output<typeof hedgePortfolioSchema>;
export type Escrow = z.output<typeof escrowSchema>;
export type EscrowMilestone = z.output<typeof escrowMilestoneSchema>;
export type BarterOffer = z.output<typeof barterOfferSchema>;
export type BarterMatch = z.output<typeof barterMatchSchema>;
export type CryptoAsset = z.output<typeof cryptoAssetSchema>;
export type CryptoTransaction = z.output<typeof cryptoTransactionSchema>;
export type CryptoOrder = z.output<typeof cryptoOrderSchema>;
export type CryptoMarket = z.output<typeof cryptoMarketSchema>;
export type SampleAuction = z.output<typeof sampleAuctionSchema>;
export type WatchlistEntry = z.output<typeof watchlistEntrySchema>;
export type Channel = z.output<typeof channelSchema>;
export type ChannelMessage = z.output<typeof channelMessageSchema>;
export type ChannelOrder = z.output<typeof channelOrderSchema>;
export type OmnichannelSettings = z.output<typeof omnichannelSettingsSchema>;
export type Integration = z.output<typeof integrationSchema>;
export type WhatsappConversation = z.output<typeof whatsappConversationSchema>;
export type WhatsappMessage = z.output<typeof whatsappMessageSchema>;
export type WhatsappCatalogProduct = z.output<typeof whatsappCatalogProductSchema>;
export type WhatsappProfile = z.output<typeof whatsappProfileSchema>;
export type TelegramUser = z.output<typeof telegramUserSchema>;
export type TelegramCommand = z.output<typeof telegramCommandSchema>;
export type TelegramOverview = z.output<typeof telegramOverviewSchema>;
export type TelegramSettings = z.output<typeof telegramSettingsSchema>;
