/**
 * The settlement's plain values, with no schema library: the storefront, the fixtures and the
 * database's checks name the same accounts, entries, reasons and states.
 */

/**
 * The ledger's accounts. Amounts are signed: a debit is positive, a credit negative, so every
 * entry's lines sum to zero. The collection bank and payouts in transit are what the operator's
 * account holds or is sending (debit balances); the rest are what it owes (credit balances) or
 * what the marketplace earned.
 */
/** What a commission rule covers: every line, a category's, or one supplier's. */
export const COMMISSION_SCOPES = ['default', 'category', 'vendor'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

export const ACCOUNT_KINDS = [
  'collection_bank',
  'held_for_orders',
  'supplier_payable',
  'commission_revenue',
  'refunds_payable',
  'payouts_in_transit',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The accounts kept per company (a supplier's payable, a buyer's refunds); the others are one each. */
export const COMPANY_ACCOUNT_KINDS = [
  'supplier_payable',
  'refunds_payable',
] as const satisfies readonly AccountKind[];

export const ACCOUNT_NAMES: Record<AccountKind, string> = {
  collection_bank: 'Collection bank account',
  held_for_orders: 'Held for protected orders',
  supplier_payable: 'Payable to suppliers',
  commission_revenue: 'Commission revenue',
  refunds_payable: 'Refunds payable to buyers',
  payouts_in_transit: 'Payouts in transit',
};

/** What a journal entry records: one money event each. */
export const ENTRY_KINDS = [
  'payment_held',
  'release',
  'refund',
  'payout_sent',
  'payout_confirmed',
  'payout_returned',
  'reversal',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Why a buyer disputes a protected order. */
export const DISPUTE_REASONS = ['not_received', 'quality', 'quantity', 'documents'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_WORDS: Record<DisputeReason, string> = {
  not_received: 'Goods not received',
  quality: 'Quality not as agreed',
  quantity: 'Quantity short',
  documents: 'Documents missing or wrong',
};

/** A dispute waits on the supplier, then on the buyer's choice, then on an administrator. */
export const DISPUTE_STATUSES = ['awaiting_supplier', 'answered', 'escalated', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How a supplier answers: refund what is claimed, offer part of it, or contest the claim. */
export const DISPUTE_RESPONSES = ['accept', 'partial', 'contest'] as const;
export type DisputeResponse = (typeof DISPUTE_RESPONSES)[number];

/** How a dispute ends: the money released to the supplier, refunded in full, or in part. */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'partial_refund'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The protection's clock, in days. */
export const PROTECTION_DAYS = {
  /** After receipt, a buyer may open a dispute for this long; then the money is released. */
  window: 30,
  /** The supplier answers a dispute within this. */
  supplierAnswers: 3,
  /** From this day of a dispute (day 1 is the day it was opened) the buyer may escalate it. */
  buyerMayEscalateFromDay: 4,
  /** On this day a dispute not yet settled escalates itself to an administrator. */
  escalatesItselfOnDay: 8,
} as const;

/**
 * A payout is sent in a pain.001 file, then paid (the bank's debit) or rejected (returned); a batch
 * cancelled before its file reached the bank cancels its payouts.
 */
export const PAYOUT_STATUSES = ['sent', 'paid', 'rejected', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A protected order's milestones, as `/escrow` shows its progress. */
export const PROTECTION_MILESTONES = ['paid_into_protection', 'shipped', 'received', 'released'] as const;
export type ProtectionMilestone = (typeof PROTECTION_MILESTONES)[number];
