import { paymentPlanSchema } from '@rawex/api/contracts';
import {
  describePaymentPlan,
  PAYMENT_PLAN_CHOICES,
  type PaymentPlan,
} from '@rawex/api/contracts/payment-values';
import { PaymentPlanFields, type PaymentPlanErrors, type PaymentPlanValues } from '@rawex/ui-kit';
import { checkAgainst } from '../forms/check-against';

const LABELS: Record<keyof PaymentPlanValues, string> = {
  kind: 'Payment plan',
  depositPercent: 'Deposit (%)',
  balanceDue: 'Balance due',
  days: 'Days to pay',
  from: 'Counted from',
  invoiceAt: 'Invoice issued',
  note: 'Note on payment',
};

/** A plan's fields, the ones its kind does not use filled with a sensible start. */
export function planValues(plan: PaymentPlan): PaymentPlanValues {
  return {
    kind: plan.kind,
    depositPercent: plan.kind === 'deposit' ? String(plan.depositPercent) : '30',
    balanceDue: plan.kind === 'deposit' ? plan.balanceDue : 'before_shipment',
    days: plan.kind === 'net' ? String(plan.days) : '30',
    from: plan.kind === 'net' ? plan.from : 'invoice',
    invoiceAt: plan.invoiceAt,
    note: plan.note ?? '',
  };
}

/** The fields as the API takes a plan: only what its kind asks for, and a note when there is one. */
function planInput(values: PaymentPlanValues): unknown {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const common = { invoiceAt: values.invoiceAt, ...(values.note.trim() ? { note: values.note } : {}) };
  switch (values.kind) {
    case 'prepayment':
      return { kind: 'prepayment', ...common };
    case 'deposit':
      return {
        kind: 'deposit',
        depositPercent: number(values.depositPercent),
        balanceDue: values.balanceDue,
        ...common,
      };
    case 'net':
      return { kind: 'net', days: number(values.days), from: values.from, ...common };
  }
}

/** The plan the fields make, checked by the API's own schema, or each field's problem. */
export function checkPlan(
  values: PaymentPlanValues,
): { plan: PaymentPlan; errors?: never } | { plan?: never; errors: PaymentPlanErrors } {
  const result = checkAgainst(paymentPlanSchema, planInput(values), LABELS);
  return result.data ? { plan: result.data } : { errors: result.errors };
}

/** The plan in words under its fields, while they make a valid plan. */
function summaryOf(values: PaymentPlanValues): string | undefined {
  const { plan } = checkPlan(values);
  return plan && `Documents will say: ${describePaymentPlan(plan)}.`;
}

/** The payment plan's fields with the storefront's words for each choice. */
export function PaymentPlanEditor({
  legend,
  values,
  onChange,
  errors,
  readOnly,
}: {
  legend: string;
  values: PaymentPlanValues;
  onChange: (values: PaymentPlanValues) => void;
  errors?: PaymentPlanErrors;
  readOnly?: boolean;
}) {
  return (
    <PaymentPlanFields
      legend={legend}
      values={values}
      onChange={(field, value) => onChange({ ...values, [field]: value })}
      {...PAYMENT_PLAN_CHOICES}
      errors={errors}
      summary={summaryOf(values)}
      readOnly={readOnly}
    />
  );
}
