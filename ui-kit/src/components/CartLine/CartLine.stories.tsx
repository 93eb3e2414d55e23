import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLineOf, demoCart, demoProducts } from '@rawex/fixtures/records';
import { formatPrice, formatQuantity } from '../../format/format';
import { CartLine } from './CartLine';

const item = demoCart[1]!;
/** A product with a price ladder (every third demo product has one). */
const laddered = demoProducts.find((product) => product.priceTiers.length === 3)!;
const firstRung = laddered.priceTiers[0]!;

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
    await expect(canvas.getByText(formatPrice(item.lineTotal, item.product.currency))).toBeVisible();
    await expect(canvas.getByText(/^Min\. order:/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${item.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(item);
  },
};
/** The drawer: minimum 1, no minimum-order badge. */
export const Drawer: Story = {
  args: { variant: 'drawer', item: cartLineOf(demoProducts[0]!, 1, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
    await expect(canvas.queryByText(/^Min\. order:/)).toBeNull();
  },
};
/** Under a rung of the price ladder: the base price, and what the next rung would cost. */
export const NextRung: Story = {
  args: { item: cartLineOf(laddered, laddered.minimumOrder, 7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        `Order ${formatQuantity(firstRung.minQuantity, laddered.unit)} for ${formatPrice(firstRung.price, laddered.currency)} per ${laddered.unit}`,
      ),
    ).toBeVisible();
  },
};
/** On the ladder's last rung: its price, and no rung further. */
export const TopRung: Story = {
  args: { item: cartLineOf(laddered, laddered.priceTiers.at(-1)!.minQuantity, 7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        `${formatPrice(laddered.priceTiers.at(-1)!.price, laddered.currency)} per ${laddered.unit}`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Order /)).toBeNull();
  },
};
export const Saving: Story = { args: { busy: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** A seven-figure line on a phone: its total stands whole inside the line, beside Remove. */
export const PhoneLargeTotal: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { item: { ...item, quantity: 150, lineTotal: '1315776.00' } },
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByText('$1,315,776.00');
    const line = canvasElement.querySelector('li')!.getBoundingClientRect();
    const shown = total.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(line.left);
    await expect(shown.right).toBeLessThanOrEqual(line.right);
    const remove = within(canvasElement)
      .getByRole('button', { name: /^Remove/ })
      .getBoundingClientRect();
    await expect(remove.right).toBeLessThanOrEqual(shown.left);
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
