import { z } from 'zod';
import { timestampSchema } from '../platform/common.contract.ts';
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
} from './console-values.contract.ts';
import { usd, decimal, percent } from './sample-scalars.contract.ts';

/** The trading consoles' records: hedging, escrow, barter, crypto and auctions. */

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

export const sampleAuctionSchema = z
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
