/**
 * An auction's words and limits, as plain values with no schema library: the API, the storefront
 * and the CLI read them from here. A reverse auction is a buyer's: suppliers bid prices down for
 * what it wants to buy. A forward auction is a supplier's: buyers bid prices up for a lot it sells.
 */

export const AUCTION_DIRECTIONS = ['reverse', 'forward'] as const;
export type AuctionDirection = (typeof AUCTION_DIRECTIONS)[number];

/** A step is an amount of the auction's currency, or a percent of the price it is measured from. */
export const STEP_KINDS = ['amount', 'percent'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** What a step is measured from: the bidder's own last bid, or the leading bid. */
export const STEP_BASES = ['own', 'leading'] as const;
export type StepBasis = (typeof STEP_BASES)[number];

/** What a bidder sees of the others: only their own rank, the leading price too, or every price by rank. */
export const AUCTION_VISIBILITIES = ['rank', 'leading_price', 'ranking'] as const;
export type AuctionVisibility = (typeof AUCTION_VISIBILITIES)[number];
export const AUCTION_VISIBILITY_LABELS: Record<AuctionVisibility, string> = {
  rank: 'Their own rank only',
  leading_price: 'Their rank and the leading price',
  ranking: 'Every price by rank, without names',
};

/** Where an auction stands, by the database's clock: it opens, takes bids, closes, and its lots are decided. */
export const AUCTION_STATES = ['scheduled', 'live', 'closed', 'decided'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];

export const AUCTION_STATE_LABELS: Record<AuctionState, string> = {
  scheduled: 'Upcoming',
  live: 'Live',
  closed: 'Closed: awaiting award',
  decided: 'Decided',
};

/** What became of a lot once the auction closed: its owner's decision, or lapsed when it made none in time. */
export const LOT_DECISIONS = ['awarded', 'not_awarded', 'lapsed'] as const;
export type LotDecision = (typeof LOT_DECISIONS)[number];
export const LOT_DECISION_LABELS: Record<LotDecision, string> = {
  awarded: 'Awarded',
  not_awarded: 'Not awarded',
  lapsed: 'Lapsed unawarded',
};

/** Each direction's words: who owns it, who bids, which way prices go and what limits them. */
export const DIRECTION_TERMS = {
  reverse: {
    owner: 'buyer',
    bidder: 'supplier',
    better: 'lower',
    limit: 'ceilingPrice',
    limitWords: 'ceiling price',
  },
  forward: {
    owner: 'supplier',
    bidder: 'buyer',
    better: 'higher',
    limit: 'reservePrice',
    limitWords: 'reserve price',
  },
} as const satisfies Record<AuctionDirection, Record<string, string>>;

export const AUCTION_LIMITS = {
  maxLots: 20,
  maxInvited: 200,
  /** The shortest and longest an auction runs, before overtime. */
  minMinutes: 5,
  maxDays: 30,
  /** How far ahead it may be scheduled to open. */
  maxStartDays: 90,
  /** A percent step at most this much of the price. */
  maxStepPercent: 50,
  /** Overtime's window and extension at most an hour each. */
  maxOvertimeSeconds: 3600,
  maxExtensions: 1000,
  /** A bidder's bids on one auction in any minute. */
  bidsPerMinute: 30,
  /** The owner awards each lot within this many days of the close, or it lapses unawarded. */
  awardDays: 14,
} as const;

/** Overtime unless the owner says otherwise: a bid in the last 2 minutes puts the close 2 minutes later. */
export const OVERTIME_DEFAULTS = { windowSeconds: 120, extendSeconds: 120 } as const;
