import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { formatPrice, lineTotal, sumAmounts } from '../../format/format';
import { OrderSummary } from './OrderSummary';

const subtotal = sumAmounts(demoCart.map((item) => lineTotal(item.product.price, item.quantity)));

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  args: { subtotals: [{ amount: subtotal, currency: 'USD' }], itemCount: demoCart.length, onCheckout: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(formatPrice(subtotal, 'USD'))).toHaveLength(2);
    await expect(canvas.getAllByText('TBD')).toHaveLength(2);
    await expect(canvas.getByText('Free shipping on orders over $10,000')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Bitcoin' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};
export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};
export const EmptyCart: Story = { args: { subtotals: [], itemCount: 0 } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
