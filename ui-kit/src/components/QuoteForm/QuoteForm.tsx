import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { IncotermSelect, namedPlaceField, type IncotermOption } from '../IncotermSelect/IncotermSelect';
import { Select, type SelectOption } from '../Select/Select';
import { TextAreaField, TextField } from '../TextField/TextField';
import * as styles from './QuoteForm.css';

export interface QuoteFormValues {
  productId: string;
  unitPrice: string;
  quantity: string;
  /** As a datetime-local input holds it: `2026-12-01T17:00`. */
  validUntil: string;
  leadTimeDays: string;
  incoterm: string;
  /** The rule's named place: `Santos` for FOB Santos. */
  incotermPlace: string;
  /** Its UN/LOCODE, if given: `BRSSZ`. */
  incotermPlaceCode: string;
  notes: string;
}

export type QuoteFormErrors = Partial<Record<keyof QuoteFormValues | 'form', string>>;

export interface QuoteFormProps {
  heading: string;
  values: QuoteFormValues;
  errors?: QuoteFormErrors;
  onChange: <Field extends keyof QuoteFormValues>(field: Field, value: QuoteFormValues[Field]) => void;
  onSubmit: () => void;
  /** The supplier's products to quote on; absent when revising (the product stays). */
  products?: readonly SelectOption[];
  terms: readonly IncotermOption[];
  /** The request's unit, shown beside the price and quantity. */
  unit: string;
  /** What the price is in, named beside it once known (the product's currency). */
  currency?: string;
  /** The time zone "Valid until" is filled in (the reader's: `Europe/Berlin`), said under it when known. */
  timeZone?: string;
  /** The total the figures make, already formatted; absent while they make none. */
  total?: string;
  busy?: boolean;
  submitLabel: string;
  onCancel?: () => void;
  /** Every field and button off: while the page's code is not running yet. */
  disabled?: boolean;
  /** The payment plan's fields (a `PaymentPlanFields`), under the delivery terms. */
  paymentPlan?: ReactNode;
}

/** A supplier's quote: the product, price, quantity, validity, lead time and terms. */
export function QuoteForm({
  heading,
  values,
  errors = {},
  onChange,
  onSubmit,
  products,
  terms,
  unit,
  currency,
  timeZone,
  total,
  busy,
  submitLabel,
  onCancel,
  disabled,
  paymentPlan,
}: QuoteFormProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const text = (field: keyof QuoteFormValues) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <fieldset className={styles.fields} disabled={disabled}>
        <div className={styles.grid}>
          {products && (
            <Select
              label="Product"
              options={products}
              value={values.productId}
              onChange={(value) => onChange('productId', value)}
              placeholder="One of your products"
              error={errors.productId}
            />
          )}
          <TextField
            label={currency ? `Unit price (${currency} per ${unit})` : `Unit price (per ${unit})`}
            inputMode="decimal"
            required
            {...text('unitPrice')}
          />
          <TextField label={`Quantity (${unit})`} inputMode="numeric" required {...text('quantity')} />
          <TextField
            label="Valid until"
            type="datetime-local"
            required
            hint={timeZone && `In your time (${timeZone})`}
            {...text('validUntil')}
          />
          <TextField label="Lead time (days)" inputMode="numeric" required {...text('leadTimeDays')} />
          <IncotermSelect
            terms={terms}
            value={values.incoterm}
            onChange={(code) => onChange('incoterm', code)}
            error={errors.incoterm}
          />
          <TextField {...namedPlaceField(terms, values.incoterm)} required {...text('incotermPlace')} />
          <TextField label="UN/LOCODE" hint="Optional, like BRSSZ" {...text('incotermPlaceCode')} />
        </div>
        {paymentPlan}
        <TextAreaField label="Notes" rows={3} {...text('notes')} />
        {total && <p className={styles.total}>Total: {total}</p>}
        {errors.form && (
          <p className={styles.problem} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          {onCancel && (
            <Button type="button" tone="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
