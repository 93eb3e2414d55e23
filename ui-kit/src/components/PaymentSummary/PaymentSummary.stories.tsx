import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoOrders } from '@rawex/fixtures/records';
import { OrderCard } from '../OrderCard/OrderCard';
import { PaymentSummary } from './PaymentSummary';

const meta = {
  title: 'Orders/PaymentSummary',
  component: PaymentSummary,
  args: {
    stateLabel: 'Deposit paid',
    tone: 'info',
    terms: '30% deposit, balance before shipment',
    progress: 'Paid $1,260.00 of $4,200.00 · deposit $1,260.00',
    reference: 'RF06 RX00 0010 42',
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositPaid: Story = {
  play: async ({ canvasElement }) => {
    const payment = within(canvasElement).getByRole('region', { name: 'Payment' });
    await expect(payment).toHaveTextContent('Deposit paid');
    await expect(payment).toHaveTextContent('RF06 RX00 0010 42');
  },
};
/** Before the pro-forma there is no reference to pay under. */
export const Unpaid: Story = {
  args: {
    stateLabel: 'Unpaid',
    tone: 'neutral',
    terms: 'Payment in full before shipment',
    progress: 'Nothing paid of $1,050.00',
    reference: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Reference')).toBeNull();
  },
};
/** A buyer's confirmed order: what to pay now, and where, on the order itself. */
export const PayNext: Story = {
  args: {
    stateLabel: 'Unpaid',
    tone: 'neutral',
    terms: 'Payment in full before shipment',
    progress: 'Nothing paid of $1,050.00',
    payNext: {
      what: 'Pay $1,050.00 before it ships',
      to: 'Andes Coffee S.A.S. · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX',
    },
  },
  play: async ({ canvasElement }) => {
    const payment = within(canvasElement).getByRole('region', { name: 'Payment' });
    await expect(payment).toHaveTextContent(
      'Pay $1,050.00 before it ships by bank transfer to Andes Coffee S.A.S. · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX, quoting the reference below.',
    );
  },
};
/** The account changed lately: the buyer is told to confirm it before paying. */
export const PayNextToAChangedAccount: Story = {
  args: {
    ...PayNext.args,
    payNext: {
      what: 'Pay $1,050.00 before it ships',
      to: 'Andes Coffee S.A.S. · IBAN GB33 BUKB 2020 1555 5555 55',
      warning: 'This account was changed on Dec 3, 2026: confirm it with its holder before you pay.',
    },
  },
};
export const Overdue: Story = {
  args: {
    stateLabel: 'Overdue',
    tone: 'danger',
    terms: 'Net 30 days after invoice',
    progress: 'Nothing paid of $4,200.00 · due 2026-11-20',
  },
};
export const Paid: Story = {
  args: {
    stateLabel: 'Paid',
    tone: 'success',
    terms: 'Payment in full before shipment',
    progress: 'Paid $4,250.00 of $4,200.00 · $50.00 over',
  },
};
/** Inside an order's card, as /orders shows it. */
export const InOrderCard: Story = {
  render: (args) => <OrderCard order={demoOrders[1]!} payment={<PaymentSummary {...args} />} />,
};
export const Phone: Story = {
  render: (args) => <OrderCard order={demoOrders[1]!} payment={<PaymentSummary {...args} />} />,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { globals: { theme: 'dark' } };
