import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoOrders } from '@rawex/fixtures/records';
import { sampleOrderTerms } from '@rawex/fixtures/trade';
import { Button } from '../Button/Button';
import { OrderCard, OrderCardSkeleton } from './OrderCard';

const byStatus = (status: string) => demoOrders.find((order) => order.status === status)!;

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: { order: byStatus('shipped'), contactHref: 'mailto:sales@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Track shows the four steps; a shipped order has three done. */
export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = byStatus('shipped');
    await expect(
      canvas.getByRole('heading', { name: `Order #${String(order.id).padStart(6, '0')}` }),
    ).toBeVisible();
    const track = canvas.getByRole('button', { name: 'Track' });
    await userEvent.click(track);
    await expect(track).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Order tracking' })).toHaveTextContent('Shipped');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide tracking' }));
    await expect(canvas.queryByRole('list', { name: 'Order tracking' })).toBeNull();
  },
};
export const PendingWithNotes: Story = {
  args: {
    order: byStatus('pending'),
    actions: (
      <Button tone="danger" size="small">
        Cancel order
      </Button>
    ),
  },
};
/** A sample order: marked so on both sides' lists. */
export const Sample: Story = {
  args: { order: { ...byStatus('pending'), isSample: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sample')).toBeVisible();
  },
};
export const Confirmed: Story = { args: { order: byStatus('confirmed') } };
/** Placed on a quote: the Incoterm at its named place, and who carries cost and risk from where. */
export const OnQuotedTerms: Story = {
  args: { order: { ...byStatus('confirmed'), terms: sampleOrderTerms } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CIF Hamburg (Incoterms 2020)')).toBeVisible();
  },
};
export const OnQuotedTermsPhone: Story = {
  args: { order: { ...byStatus('confirmed'), terms: sampleOrderTerms } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Delivered: Story = { args: { order: byStatus('delivered') } };
export const Cancelled: Story = {
  args: { order: byStatus('cancelled') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    await expect(canvas.queryByRole('list', { name: 'Order tracking' })).toBeNull();
    await expect(canvas.getAllByText('Cancelled').length).toBeGreaterThan(0);
  },
};
/** On its supplier's list: the card names the buyer, with the marketplace's commission. */
export const VendorActions: Story = {
  args: {
    order: byStatus('confirmed'),
    counterparty: 'buyer',
    commission: '$52.50',
    actions: <Button size="small">Mark as shipped</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buyer')).toBeVisible();
    await expect(canvas.queryByText('Supplier')).toBeNull();
  },
};
export const Loading: Story = { render: () => <OrderCardSkeleton /> };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
