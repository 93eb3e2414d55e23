/**
 * How orders are paid, as plain values with no schema library: the storefront, the fixtures and
 * the documents word a payment plan with these.
 */

/** When the balance of a deposit order falls due. */
export const BALANCE_DUE_EVENTS = ['before_shipment', 'against_documents', 'on_delivery'] as const;
export type BalanceDueEvent = (typeof BALANCE_DUE_EVENTS)[number];

/** The longest a plan may count a buyer's silence on presented documents as their acceptance. */
export const MAX_DOCUMENTS_SILENCE_DAYS = 90;

/** When the invoice is issued: at shipment unless the plan says at confirmation. */
export const INVOICE_MOMENTS = ['confirmation', 'shipment'] as const;
export type InvoiceMoment = (typeof INVOICE_MOMENTS)[number];

/** What every plan may carry: when its invoice is issued, and terms in the supplier's words. */
interface PlanCommon {
  invoiceAt: InvoiceMoment;
  /** Printed after the plan in words ("against a letter of credit at sight"); the plan decides what is due. */
  note?: string;
}

/** All of it before shipment, a deposit and then the balance, or net terms after the invoice or the delivery. */
export type PaymentPlan =
  | ({ kind: 'prepayment' } & PlanCommon)
  | ({
      kind: 'deposit';
      depositPercent: number;
      balanceDue: BalanceDueEvent;
      /** Against documents: days after they are all presented that silence counts as acceptance. */
      documentsSilenceDays?: number;
    } & PlanCommon)
  | ({ kind: 'net'; days: number; from: 'invoice' | 'delivery' } & PlanCommon);

/** An order's payment state, computed from its payments and terms (`order_payment`). */
export const PAYMENT_STATES = ['unpaid', 'deposit_paid', 'partially_paid', 'paid', 'overdue'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const BALANCE_DUE_WORDS: Record<BalanceDueEvent, string> = {
  before_shipment: 'before shipment',
  against_documents: 'against shipping documents',
  on_delivery: 'on delivery',
};

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The choices of a payment plan's fields, with the words forms offer them in. */
export const PAYMENT_PLAN_CHOICES = {
  kinds: [
    { value: 'prepayment', label: 'Prepayment' },
    { value: 'deposit', label: 'Deposit, then the balance' },
    { value: 'net', label: 'Net terms' },
  ],
  balanceDueOptions: BALANCE_DUE_EVENTS.map((event) => ({
    value: event,
    label: capitalized(BALANCE_DUE_WORDS[event]),
  })),
  fromOptions: [
    { value: 'invoice', label: 'The invoice' },
    { value: 'delivery', label: 'The delivery' },
  ],
  invoiceOptions: [
    { value: 'shipment', label: 'At shipment' },
    { value: 'confirmation', label: 'At confirmation' },
  ],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

/**
 * The plan in words, as documents and emails show it, its note after it: "30% deposit, balance
 * before shipment; against a letter of credit at sight".
 */
export function describePaymentPlan(plan: PaymentPlan): string {
  const words = planInWords(plan);
  return plan.note ? `${words}; ${plan.note}` : words;
}

function planInWords(plan: PaymentPlan): string {
  switch (plan.kind) {
    case 'prepayment':
      return 'Payment in full before shipment';
    case 'deposit': {
      const silence = plan.documentsSilenceDays
        ? ` (accepted unless queried within ${plan.documentsSilenceDays} days of presentation)`
        : '';
      return `${plan.depositPercent}% deposit, balance ${BALANCE_DUE_WORDS[plan.balanceDue]}${silence}`;
    }
    case 'net':
      return `Net ${plan.days} days after ${plan.from}`;
  }
}
