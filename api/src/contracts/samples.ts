import { z } from 'zod';
import { paginationQuerySchema, timestampSchema } from './common.ts';
import {
  HEDGE_COMMODITIES,
  HEDGE_CONTRACT_TYPES,
  HEDGE_STATUSES,
  ESCROW_STATUSES,
  MILESTONE_STATUSES,
  BARTER_CATEGORIES,
  BARTER_OFFER_STATUSES,
  AUCTION_CATEGORIES,
  AUCTION_STATUSES,
  CHANNEL_TYPES,
  CHANNEL_STATUSES,
  AUTO_RESPONSE_MODES,
  TELEGRAM_COMMANDS,
  SAMPLE_PATHS,
} from './console-values.ts';

/**
 * The sample-data consoles (hedging, escrow, barter, crypto, auctions, omnichannel, multichannel,
 * WhatsApp, Telegram): the shapes of their records and the one table of their read endpoints.
 * The endpoints are answered by MSW handlers in `@rawex/fixtures` (Storybook, tests, and the
 * running app through `rawex start`); the API's OpenAPI document lists them under "Samples".
 */

const usd = z.string().meta({ description: 'US dollars, a decimal string.', example: '1250.00' });
const decimal = z.string().meta({ description: 'A decimal string.', example: '0.52000000' });
const percent = z.number().meta({ description: 'A percentage: 12.5 is 12.5 %.' });

// ── Hedging ─────────────────────────────────────────────────────────────────────────────────────

export const hedgeContractSchema = z
  .object({
    id: z.string(),
    commodity: z.enum(HEDGE_COMMODITIES),
    contractType: z.enum(HEDGE_CONTRACT_TYPES),
    quantity: z.number().int().positive(),
    unit: z.string(),
    strikePrice: usd,
    currentPrice: usd,
    expiryDate: timestampSchema,
    status: z.enum(HEDGE_STATUSES),
    pnl: usd.meta({ description: 'Profit (or, negative, loss) in US dollars.' }),
    premium: usd,
  })
  .meta({ id: 'SampleHedgeContract' });

export const hedgePortfolioSchema = z
  .object({
    portfolioValue: usd,
    totalExposure: usd,
    hedgeRatio: percent,
    valueAtRisk: usd.meta({ description: 'One-day value at risk at 95 %.' }),
    expectedShortfall: usd,
    correlation: z.number().min(-1).max(1),
  })
  .meta({ id: 'SampleHedgePortfolio' });

// ── Escrow ──────────────────────────────────────────────────────────────────────────────────────

export const escrowMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  amount: usd,
  status: z.enum(MILESTONE_STATUSES),
  dueDate: timestampSchema,
  completedAt: timestampSchema.nullable(),
  verificationRequired: z.boolean(),
});

export const escrowDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  uploadedBy: z.string(),
  uploadedAt: timestampSchema,
  verified: z.boolean(),
});

export const escrowSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    buyer: z.string(),
    seller: z.string(),
    amount: usd,
    commodity: z.string(),
    quantity: z.number().int().positive(),
    unit: z.string(),
    status: z.enum(ESCROW_STATUSES),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    disputeReason: z.string().nullable(),
    releaseConditions: z.array(z.string()),
    milestones: z.array(escrowMilestoneSchema),
    documents: z.array(escrowDocumentSchema),
  })
  .meta({ id: 'SampleEscrow' });

// ── Barter ──────────────────────────────────────────────────────────────────────────────────────

export const barterOfferSchema = z
  .object({
    id: z.string(),
    offererId: z.string(),
    offererName: z.string(),
    offererLocation: z.string(),
    category: z.enum(BARTER_CATEGORIES),
    offeredCommodity: z.string(),
    offeredQuantity: z.number().int().positive(),
    offeredUnit: z.string(),
    offeredValue: usd,
    wantedCommodity: z.string(),
    wantedQuantity: z.number().int().positive(),
    wantedUnit: z.string(),
    wantedValue: usd,
    exchangeRatio: z.number().positive(),
    status: z.enum(BARTER_OFFER_STATUSES),
    createdAt: timestampSchema,
    expiresAt: timestampSchema,
    location: z.string(),
    preferences: z.array(z.string()),
    qualityGrade: z.string(),
    images: z.array(z.string()),
    /** True for the signed-in trader's own offers (My Offers). */
    mine: z.boolean(),
  })
  .meta({ id: 'SampleBarterOffer' });

export const negotiationMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  message: z.string(),
  timestamp: timestampSchema,
  type: z.enum(['message', 'counter_offer', 'acceptance']),
});

export const barterMatchSchema = z
  .object({
    id: z.string(),
    offer1Id: z.string(),
    offer2Id: z.string(),
    matchScore: z.number().int().min(0).max(100),
    status: z.enum(['negotiating', 'accepted', 'rejected']),
    negotiationMessages: z.array(negotiationMessageSchema),
  })
  .meta({ id: 'SampleBarterMatch' });

// ── Crypto ──────────────────────────────────────────────────────────────────────────────────────

export const cryptoAssetSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    balance: decimal,
    usdValue: usd,
    change24h: percent,
  })
  .meta({ id: 'SampleCryptoAsset' });

export const cryptoTransactionSchema = z
  .object({
    id: z.string(),
    type: z.enum(['send', 'receive', 'trade', 'payment']),
    symbol: z.string(),
    amount: decimal,
    usdValue: usd,
    counterparty: z.string().meta({ description: 'The address sent to, or received from.' }),
    status: z.enum(['confirmed', 'pending', 'failed']),
    timestamp: timestampSchema,
    transactionHash: z.string(),
    orderId: z.string().nullable(),
    commodityName: z.string().nullable(),
  })
  .meta({ id: 'SampleCryptoTransaction' });

export const cryptoOrderSchema = z
  .object({
    id: z.string(),
    type: z.enum(['buy', 'sell']),
    pair: z.string(),
    amount: decimal,
    price: usd,
    total: usd,
    status: z.enum(['open', 'filled', 'cancelled']),
    createdAt: timestampSchema,
    filledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'SampleCryptoOrder' });

export const cryptoMarketSchema = z
  .object({
    symbol: z.string(),
    price: usd,
    change24h: percent,
    marketCap: usd,
    volume24h: usd,
  })
  .meta({ id: 'SampleCryptoMarket' });

// ── Auctions ────────────────────────────────────────────────────────────────────────────────────

export const bidSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  bidderId: z.string(),
  bidderName: z.string(),
  amount: usd,
  timestamp: timestampSchema,
  isWinning: z.boolean(),
  bidType: z.enum(['manual', 'autobid']),
});

export const auctionSchema = z
  .object({
    id: z.string(),
    sellerId: z.string(),
    sellerName: z.string(),
    commodity: z.string(),
    description: z.string(),
    quantity: z.number().int().positive(),
    unit: z.string(),
    category: z.enum(AUCTION_CATEGORIES),
    startingBid: usd,
    currentBid: usd,
    reservePrice: usd.nullable(),
    bidIncrement: usd,
    totalBids: z.number().int().nonnegative(),
    watchers: z.number().int().nonnegative(),
    startTime: timestampSchema,
    endTime: timestampSchema,
    status: z.enum(AUCTION_STATUSES),
    images: z.array(z.string()),
    location: z.string(),
    shippingTerms: z.string(),
    paymentTerms: z.string(),
    qualityGrade: z.string(),
    certifications: z.array(z.string()),
    highestBidder: z.string().nullable(),
    bidHistory: z.array(bidSchema),
  })
  .meta({ id: 'SampleAuction' });

export const watchlistEntrySchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    auctionId: z.string(),
    maxBid: usd.nullable(),
    notifications: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'SampleWatchlistEntry' });

// ── Channels (omnichannel and multichannel) ─────────────────────────────────────────────────────

export const channelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(CHANNEL_TYPES),
    status: z.enum(CHANNEL_STATUSES),
    orders: z.number().int().nonnegative(),
    revenue: usd,
    customers: z.number().int().nonnegative(),
    conversionRate: percent,
    description: z.string(),
    icon: z.string(),
    colour: z.string().meta({ description: "The channel's brand colour, for its chart bar." }),
  })
  .meta({ id: 'SampleChannel' });

export const channelMessageSchema = z
  .object({
    id: z.string(),
    channelId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    message: z.string(),
    timestamp: timestampSchema,
    type: z.enum(['inquiry', 'quote', 'order']),
    status: z.enum(['new', 'responded', 'resolved']),
    priority: z.enum(['high', 'medium', 'low']),
  })
  .meta({ id: 'SampleChannelMessage' });

export const channelOrderSchema = z
  .object({
    id: z.string(),
    channelId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    commodity: z.string(),
    quantity: z.number().int().positive(),
    unit: z.string(),
    value: usd,
    status: z.enum(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']),
    timestamp: timestampSchema,
  })
  .meta({ id: 'SampleChannelOrder' });

export const omnichannelSettingsSchema = z
  .object({
    whatsappBusinessPhone: z.string(),
    telegramBotToken: z.string(),
    apiWebhookUrl: z.string(),
    autoResponse: z.enum(AUTO_RESPONSE_MODES),
  })
  .meta({ id: 'SampleOmnichannelSettings' });

export const integrationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(['available', 'connected', 'pending']),
  })
  .meta({ id: 'SampleIntegration' });

// ── WhatsApp ────────────────────────────────────────────────────────────────────────────────────

export const whatsappConversationSchema = z
  .object({
    phone: z.string(),
    name: z.string(),
    lastMessage: z.string(),
    lastMessageAt: timestampSchema,
    unreadCount: z.number().int().nonnegative(),
    status: z.enum(['online', 'offline', 'typing']),
  })
  .meta({ id: 'SampleWhatsappConversation' });

export const whatsappMessageSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    message: z.string(),
    timestamp: timestampSchema,
    type: z.enum(['text', 'product']),
    isIncoming: z.boolean(),
    status: z.enum(['sent', 'delivered', 'read']),
  })
  .meta({ id: 'SampleWhatsappMessage' });

export const whatsappCatalogProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.string().meta({ description: 'The price as the catalogue shows it.', example: '$4.20 / kg' }),
    image: z.string(),
    description: z.string(),
  })
  .meta({ id: 'SampleWhatsappCatalogProduct' });

export const whatsappProfileSchema = z
  .object({
    businessName: z.string(),
    phoneNumber: z.string(),
    description: z.string(),
    welcomeMessage: z.string(),
    awayMessage: z.string(),
    orderConfirmationMessage: z.string(),
    quickReplies: z.array(z.string()).length(5),
  })
  .meta({ id: 'SampleWhatsappProfile' });

// ── Telegram ────────────────────────────────────────────────────────────────────────────────────

export const telegramUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    isBot: z.boolean(),
    languageCode: z.string(),
    lastActive: timestampSchema,
    orderCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SampleTelegramUser' });

export const telegramCommandSchema = z
  .object({
    command: z.enum(TELEGRAM_COMMANDS),
    description: z.string(),
    enabled: z.boolean(),
    responseType: z.enum(['menu', 'product', 'order', 'text']),
    example: z.string(),
  })
  .meta({ id: 'SampleTelegramCommand' });

export const telegramActivitySchema = z.object({
  id: z.string(),
  text: z.string(),
  at: timestampSchema,
});

export const telegramOverviewSchema = z
  .object({
    totalUsers: z.number().int().nonnegative(),
    activeToday: z.number().int().nonnegative(),
    messagesToday: z.number().int().nonnegative(),
    ordersViaBot: z.number().int().nonnegative(),
    performance: z.array(z.object({ label: z.string(), value: percent })),
    recentActivity: z.array(telegramActivitySchema),
  })
  .meta({ id: 'SampleTelegramOverview' });

export const telegramSettingsSchema = z
  .object({
    botToken: z.string(),
    webhookUrl: z.string(),
    botUsername: z.string(),
    welcomeTemplate: z.string(),
    orderConfirmationTemplate: z.string(),
    smartReplies: z.boolean(),
    autoProductSuggestions: z.boolean(),
    status: z.array(z.object({ label: z.string(), ok: z.boolean(), detail: z.string() })),
  })
  .meta({ id: 'SampleTelegramSettings' });

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
    response: list(auctionSchema),
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
export type Auction = z.output<typeof auctionSchema>;
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
