import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the approval requests means to a person. */
export const constraintMessages: ConstraintMessages = {
  purchase_approvals_kind_valid: { field: 'kind', message: 'An approval is for a checkout or a quote.' },
  purchase_approvals_quote_present: {
    field: 'quoteId',
    message: 'A quote’s approval names the quote and its version.',
  },
  purchase_approvals_lines_array: { field: 'lines', message: 'An approval holds at least one line.' },
  purchase_approvals_total_positive: { field: 'total', message: 'An approval’s total must be more than 0.' },
  purchase_approvals_status_valid: {
    field: 'status',
    message: 'An approval is pending, approved or rejected.',
  },
  purchase_approvals_reasons_present: { field: 'reasons', message: 'An approval says why it is needed.' },
  purchase_approvals_decision_complete: {
    field: 'status',
    message: 'A decided approval has its decision’s time; a pending one has none.',
  },
  purchase_approvals_rejection_reason_length: {
    field: 'reason',
    message: 'The reason must be 1 to 1,000 characters.',
  },
};
