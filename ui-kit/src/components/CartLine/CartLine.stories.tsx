import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { formatPrice, lineTotal } from '../../format/format';
import { CartLine } from './CartLine';

const item = demoCart[1]!;

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { item, variant: 'page', onQuantityChange: fn(), onRemove: fn() },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>{Story()}</ul>],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page: the minimum order shows, and the quantity cannot go under it. */
export const CartPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatPrice(lineTotal(item.product.price, item.quantity)))).toBeVisible();
    await expect(canvas.getByText(/^Min\. order:/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(item);
  },
};
/** The drawer: minimum 1, no minimum-order badge. */
export const Drawer: Story = {
  args: { variant: 'drawer', item: { ...item, quantity: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
    await expect(canvas.queryByText(/^Min\. order:/)).toBeNull();
  },
};
export const Saving: Story = { args: { busy: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
