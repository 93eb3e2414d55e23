import type { Meta, StoryObj } from '@storybook/react-vite';
import { INCOTERM_PLACE_OPTIONS, PAYMENT_PLAN_CHOICES } from '@rawex/fixtures/trade';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentPlanFields } from '../PaymentPlanFields/PaymentPlanFields';
import { QuoteForm, type QuoteFormErrors, type QuoteFormProps, type QuoteFormValues } from './QuoteForm';

const empty: QuoteFormValues = {
  productId: '',
  unitPrice: '',
  quantity: '20000',
  validUntil: '',
  leadTimeDays: '',
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  incotermPlaceCode: '',
  notes: '',
};
const filled: QuoteFormValues = {
  productId: '7',
  unitPrice: '3.95',
  quantity: '20000',
  validUntil: '2026-12-20T17:00',
  leadTimeDays: '21',
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  incotermPlaceCode: 'DEHAM',
  notes: 'Screen 16+, washed, crop 2026.',
};
const products = [
  { value: '7', label: 'Arabica coffee, green — $4.20 / kg' },
  { value: '8', label: 'Robusta coffee, green — $2.60 / kg' },
];

function Editable(props: Omit<QuoteFormProps, 'values' | 'onChange'> & { initial: QuoteFormValues }) {
  const [values, setValues] = useState(props.initial);
  return (
    <QuoteForm
      {...props}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

const meta = {
  title: 'Trade/QuoteForm',
  component: Editable,
  args: {
    heading: 'Your quote',
    initial: empty,
    products,
    terms: INCOTERM_PLACE_OPTIONS,
    unit: 'kg',
    submitLabel: 'Send quote',
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in and sent. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/Unit price/), '3.95');
    await userEvent.click(form.getByRole('button', { name: 'Send quote' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
/** Filled in, its validity in the supplier's own time zone, which the form names. */
export const Filled: Story = {
  args: { initial: filled, total: '$79,000.00', timeZone: 'America/Santiago', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/^Valid until/)).toHaveAccessibleDescription(
      'In your time (America/Santiago)',
    );
    await expect(form.getByLabelText(/^Unit price \(USD per kg\)/)).toHaveValue('3.95');
  },
};
/** On another rule than the request's: the place field says what that rule names. */
export const OnOtherTerms: Story = {
  args: { initial: { ...filled, incoterm: 'FOB', incotermPlace: 'Santos', incotermPlaceCode: 'BRSSZ' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Port of shipment/)).toHaveValue('Santos');
  },
};
const refused: QuoteFormErrors = {
  productId: 'Product must be one of your products on sale',
  unitPrice: 'Unit price must be more than 0',
  validUntil: 'Valid until must be in the future',
  incotermPlace:
    'Named place is required: FOB names the port of shipment; say which (Santos, or any port in Brazil)',
  incotermPlaceCode:
    'UN/LOCODE must be a UN/LOCODE: the country’s two letters and three for the place, like BRSSZ',
  form: 'This request has all the quotes it asked for.',
};
export const Invalid: Story = { args: { initial: { ...filled, unitPrice: '0' }, errors: refused } };
/** Revising: the product stays as quoted. */
export const Revising: Story = {
  args: {
    heading: 'Revise your quote',
    initial: filled,
    products: undefined,
    submitLabel: 'Send revision',
    onCancel: fn(),
  },
};
/** With the structured plan the order will be paid on, as the supplier's screen shows it. */
export const WithPaymentPlan: Story = {
  args: {
    initial: filled,
    paymentPlan: (
      <PaymentPlanFields
        legend="Payment plan of the order"
        values={{
          kind: 'deposit',
          depositPercent: '30',
          balanceDue: 'against_documents',
          days: '30',
          from: 'invoice',
          invoiceAt: 'shipment',
          note: 'Documents through Deutsche Bank',
        }}
        onChange={fn()}
        {...PAYMENT_PLAN_CHOICES}
        summary="Documents will say: 30% deposit, balance against shipping documents; Documents through Deutsche Bank."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Payment plan of the order' }),
    ).toBeVisible();
  },
};
export const Sending: Story = { args: { initial: filled, busy: true } };
export const Phone: Story = {
  args: { initial: filled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { args: { initial: filled }, globals: { theme: 'dark' } };
