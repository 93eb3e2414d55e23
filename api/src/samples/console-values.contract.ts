/**
 * The consoles' fixed values (spec §4, §9): plain values with no schema library, so the
 * storefront's console screens can import them without the contracts' zod.
 */

export { API_PERMISSIONS } from '../platform/actor.ts';

/** The network the blockchain console shows contracts of until another is selected. */
export const DEFAULT_NETWORK_ID = 'ethereum-mainnet';

/** The commodities a hedge can be written on (spec §9), in the order the form lists them. */
export const HEDGE_COMMODITIES = [
  'Crude Oil',
  'Natural Gas',
  'Gold',
  'Silver',
  'Copper',
  'Aluminum',
  'Wheat',
  'Corn',
  'Soybeans',
  'Coffee',
  'Sugar',
  'Cotton',
] as const;

export const HEDGE_CONTRACT_TYPES = ['futures', 'options', 'forward', 'swap'] as const;

export const HEDGE_STATUSES = ['active', 'pending', 'expired', 'exercised'] as const;

export const ESCROW_STATUSES = ['pending', 'funded', 'released', 'disputed', 'cancelled'] as const;

export const MILESTONE_STATUSES = ['pending', 'verified', 'completed', 'released'] as const;

/** The release conditions the create-escrow form offers, as three checkboxes. */
export const ESCROW_RELEASE_CONDITIONS = [
  'Delivery confirmed by buyer',
  'Quality inspection passed',
  'Shipping documents verified',
] as const;

export const BARTER_CATEGORIES = [
  'Energy',
  'Metals',
  'Agriculture',
  'Precious Metals',
  'Industrial',
  'Chemicals',
] as const;

export const BARTER_OFFER_STATUSES = ['active', 'pending', 'matched', 'completed', 'cancelled'] as const;

export const AUCTION_CATEGORIES = [
  'Metals',
  'Energy',
  'Agriculture',
  'Precious Metals',
  'Industrial',
  'Chemicals',
] as const;

export const AUCTION_STATUSES = ['live', 'ending_soon', 'upcoming', 'ended', 'sold'] as const;

export const CHANNEL_TYPES = [
  'whatsapp',
  'telegram',
  'api',
  'web',
  'email',
  'mobile',
  'messaging',
  'marketplace',
] as const;

export const CHANNEL_STATUSES = ['active', 'pending', 'inactive', 'error'] as const;

export const AUTO_RESPONSE_MODES = ['instant', 'business', 'manual'] as const;

export const TELEGRAM_COMMANDS = [
  '/start',
  '/products',
  '/orders',
  '/quote',
  '/contact',
  '/categories',
  '/help',
] as const;

/** The placeholders a Telegram order-confirmation template fills in. */
export const TELEGRAM_TEMPLATE_PLACEHOLDERS = ['{orderId}', '{total}', '{deliveryDate}'] as const;

export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
export type AuctionCategory = (typeof AUCTION_CATEGORIES)[number];
export type BarterCategory = (typeof BARTER_CATEGORIES)[number];
export type AutoResponseMode = (typeof AUTO_RESPONSE_MODES)[number];

/** Where each sample endpoint lives, under /api (Koa style); the contracts give their shapes. */
export const SAMPLE_PATHS = {
  hedgingPortfolio: '/samples/hedging/portfolio',
  hedgeContracts: '/samples/hedging/contracts',
  escrows: '/samples/escrow/transactions',
  barterOffers: '/samples/barter/offers',
  barterMatches: '/samples/barter/matches',
  cryptoAssets: '/samples/crypto/assets',
  cryptoTransactions: '/samples/crypto/transactions',
  cryptoOrders: '/samples/crypto/orders',
  cryptoMarket: '/samples/crypto/market',
  auctions: '/samples/auctions',
  auctionWatchlist: '/samples/auctions/watchlist',
  omnichannelChannels: '/samples/omnichannel/channels',
  channelMessages: '/samples/omnichannel/messages',
  channelOrders: '/samples/omnichannel/orders',
  omnichannelSettings: '/samples/omnichannel/settings',
  multichannelChannels: '/samples/multichannel/channels',
  multichannelIntegrations: '/samples/multichannel/integrations',
  whatsappConversations: '/samples/whatsapp/conversations',
  whatsappMessages: '/samples/whatsapp/conversations/:phone/messages',
  whatsappCatalog: '/samples/whatsapp/catalog',
  whatsappOrders: '/samples/whatsapp/orders',
  whatsappProfile: '/samples/whatsapp/profile',
  telegramOverview: '/samples/telegram/overview',
  telegramUsers: '/samples/telegram/users',
  telegramCommands: '/samples/telegram/commands',
  telegramSettings: '/samples/telegram/settings',
} as const;
