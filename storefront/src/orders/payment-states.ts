import type { PaymentState } from '@rawex/api/contracts/payment-values';
import type { BadgeProps } from '@rawex/ui-kit';

/** How each payment state is shown: its words and its badge's tone. */
export const PAYMENT_STATE_BADGES: Record<PaymentState, { label: string; tone: BadgeProps['tone'] }> = {
  unpaid: { label: 'Unpaid', tone: 'neutral' },
  deposit_paid: { label: 'Deposit paid', tone: 'info' },
  partially_paid: { label: 'Partly paid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
};
