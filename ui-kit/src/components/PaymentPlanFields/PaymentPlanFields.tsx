import { useId } from 'react';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './PaymentPlanFields.css';

/**
 * A payment plan as its fields hold it, in text: all of it before shipment (`prepayment`), a
 * deposit then the balance (`deposit`), or net terms (`net`), and when the invoice is issued.
 */
export interface PaymentPlanValues {
  kind: 'prepayment' | 'deposit' | 'net';
  depositPercent: string;
  balanceDue: string;
  days: string;
  from: string;
  invoiceAt: string;
  /** Terms in the supplier's words, printed after the plan. */
  note: string;
}

export type PaymentPlanErrors = Partial<Record<keyof PaymentPlanValues, string>>;

export interface PaymentPlanFieldsProps {
  legend: string;
  values: PaymentPlanValues;
  onChange: <Field extends keyof PaymentPlanValues>(field: Field, value: PaymentPlanValues[Field]) => void;
  /** The words for each choice, given by the app. */
  kinds: readonly SelectOption<PaymentPlanValues['kind']>[];
  balanceDueOptions: readonly SelectOption[];
  fromOptions: readonly SelectOption[];
  invoiceOptions: readonly SelectOption[];
  errors?: PaymentPlanErrors;
  /** The plan in words, as the documents will print it. */
  summary?: string;
  /** Shown, not changed: for members who may not edit the plan. */
  readOnly?: boolean;
}

/** How an order is paid: the plan's kind, and the fields that kind asks for. */
export function PaymentPlanFields({
  legend,
  values,
  onChange,
  kinds,
  balanceDueOptions,
  fromOptions,
  invoiceOptions,
  errors = {},
  summary,
  readOnly,
}: PaymentPlanFieldsProps) {
  const summaryId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={summary ? summaryId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <Select
          label="Payment plan"
          options={kinds}
          value={values.kind}
          onChange={(kind) => onChange('kind', kind)}
          error={errors.kind}
          disabled={readOnly}
        />
        {values.kind === 'deposit' && (
          <>
            <TextField
              label="Deposit (%)"
              inputMode="numeric"
              value={values.depositPercent}
              onChange={(event) => onChange('depositPercent', event.target.value)}
              error={errors.depositPercent}
              readOnly={readOnly}
            />
            <Select
              label="Balance due"
              options={balanceDueOptions}
              value={values.balanceDue}
              onChange={(value) => onChange('balanceDue', value)}
              error={errors.balanceDue}
              disabled={readOnly}
            />
          </>
        )}
        {values.kind === 'net' && (
          <>
            <TextField
              label="Days to pay"
              inputMode="numeric"
              value={values.days}
              onChange={(event) => onChange('days', event.target.value)}
              error={errors.days}
              readOnly={readOnly}
            />
            <Select
              label="Counted from"
              options={fromOptions}
              value={values.from}
              onChange={(value) => onChange('from', value)}
              error={errors.from}
              disabled={readOnly}
            />
          </>
        )}
        <Select
          label="Invoice issued"
          options={invoiceOptions}
          value={values.invoiceAt}
          onChange={(value) => onChange('invoiceAt', value)}
          error={errors.invoiceAt}
          disabled={readOnly}
        />
      </div>
      <TextField
        label="Note on payment (optional)"
        placeholder="By letter of credit at sight"
        hint="Printed after the plan on the pro-forma and invoice"
        value={values.note}
        onChange={(event) => onChange('note', event.target.value)}
        error={errors.note}
        readOnly={readOnly}
      />
      {summary && (
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      )}
    </fieldset>
  );
}
