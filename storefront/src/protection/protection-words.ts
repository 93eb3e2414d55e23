import type { DisputeOutcome, DisputeStatus, PayoutStatus, ProtectedOrder } from '@rawex/api/contracts';
import type { BadgeProps } from '@rawex/ui-kit';

/** How the protection, dispute and payout screens word the settlement's states. */

export const DISPUTE_STATUS_BADGES: Record<DisputeStatus, { label: string; tone: BadgeProps['tone'] }> = {
  awaiting_supplier: { label: 'Waiting for the supplier', tone: 'warning' },
  answered: { label: 'Answered', tone: 'info' },
  escalated: { label: 'With RawEx', tone: 'danger' },
  resolved: { label: 'Resolved', tone: 'success' },
};

export const OUTCOME_WORDS: Record<DisputeOutcome, string> = {
  release: 'Released to the supplier',
  refund: 'Refunded in full',
  partial_refund: 'Refunded in part, the rest released to the supplier',
};

export const SIDE_NAMES = {
  buyer: 'Buyer',
  supplier: 'Supplier',
  administrator: 'RawEx',
  system: 'RawEx',
} as const;

export const PROTECTION_STATUS_BADGES: Record<
  ProtectedOrder['status'],
  { label: string; tone: BadgeProps['tone'] }
> = {
  pending: { label: 'Waiting for payment', tone: 'neutral' },
  funded: { label: 'Funded', tone: 'info' },
  released: { label: 'Released', tone: 'success' },
  disputed: { label: 'Disputed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'warning' },
};

export const MILESTONE_TITLES: Record<ProtectedOrder['milestones'][number]['name'], string> = {
  paid_into_protection: 'Paid into protection',
  shipped: 'Shipped',
  received: 'Received',
  released: 'Released',
};

export const PAYOUT_BADGES: Record<PayoutStatus, { label: string; tone: BadgeProps['tone'] }> = {
  sent: { label: 'Sent', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Returned', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};
