import type { ConstraintMessages } from '../platform/errors/index.ts';
import { QUOTE_TOTAL_TOO_LARGE } from './trade-values.contract.ts';

/** What each named constraint of the trade tables means to a person. */
export const constraintMessages: ConstraintMessages = {
  quotes_total_within_order_line: { field: 'quantity', message: `Quantity ${QUOTE_TOTAL_TOO_LARGE}.` },
  quote_versions_total_within_order_line: {
    field: 'quantity',
    message: `Quantity ${QUOTE_TOTAL_TOO_LARGE}.`,
  },
};
