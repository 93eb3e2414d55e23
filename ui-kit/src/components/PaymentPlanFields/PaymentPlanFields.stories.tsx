import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_PLAN_CHOICES } from '@rawex/fixtures/trade';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentPlanFields, type PaymentPlanFieldsProps, type PaymentPlanValues } from './PaymentPlanFields';

const deposit: PaymentPlanValues = {
  kind: 'deposit',
  depositPercent: '30',
  balanceDue: 'before_shipment',
  days: '30',
  from: 'invoice',
  invoiceAt: 'shipment',
  note: '',
};

function Editable(
  props: Omit<PaymentPlanFieldsProps, 'values' | 'onChange'> & { initial: PaymentPlanValues },
) {
  const [values, setValues] = useState(props.initial);
  return (
    <PaymentPlanFields
      {...props}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

const meta = {
  title: 'Orders/PaymentPlanFields',
  component: Editable,
  args: {
    legend: 'Payment terms',
    initial: deposit,
    ...PAYMENT_PLAN_CHOICES,
    summary: '30% deposit, balance before shipment',
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit plan shows its percentage and when the balance is due. */
export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement);
    await expect(fields.getByLabelText('Deposit (%)')).toHaveValue('30');
    await expect(fields.queryByLabelText('Days to pay')).toBeNull();
  },
};
export const Prepayment: Story = {
  args: { initial: { ...deposit, kind: 'prepayment' }, summary: 'Payment in full before shipment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('Deposit (%)')).toBeNull();
  },
};
/** Net terms: the days, and whether they count from the invoice or the delivery. */
export const Net: Story = {
  args: {
    initial: { ...deposit, kind: 'net', invoiceAt: 'confirmation' },
    summary: 'Net 30 days after invoice',
  },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement);
    await userEvent.clear(fields.getByLabelText('Days to pay'));
    await userEvent.type(fields.getByLabelText('Days to pay'), '60');
    await expect(fields.getByLabelText('Days to pay')).toHaveValue('60');
  },
};
/** Terms in the supplier's own words go in the note, which the documents print after the plan. */
export const WithNote: Story = {
  args: {
    initial: { ...deposit, balanceDue: 'against_documents', note: 'By letter of credit at sight' },
    summary:
      'Documents will say: 30% deposit, balance against shipping documents; By letter of credit at sight.',
  },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement);
    await expect(fields.getByLabelText('Note on payment (optional)')).toHaveValue(
      'By letter of credit at sight',
    );
    await expect(fields.getByText(/; By letter of credit at sight\.$/)).toBeVisible();
  },
};
/** As the API refused it: each field says what is wrong. */
export const Invalid: Story = {
  args: {
    initial: { ...deposit, depositPercent: '120' },
    errors: { depositPercent: 'Deposit (%) must be at most 99' },
    summary: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deposit (%) must be at most 99')).toBeVisible();
  },
};
/** For members who may see the terms but not change them. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Deposit (%)')).toHaveAttribute('readonly');
  },
};
