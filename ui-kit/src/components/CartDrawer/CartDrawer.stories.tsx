import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartLineOf, demoCart, demoProducts } from '@rawex/fixtures/records';
import { formatPrice, sumAmounts } from '../../format/format';
import type { CartLineItem } from '../../model';
import { Button } from '../Button/Button';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';

/** A line at another quantity, priced as the API prices it. */
const repriced = (line: CartLineItem, quantity: number): CartLineItem =>
  cartLineOf(
    demoProducts.find((product) => product.id === line.product.id)!,
    quantity,
    line.id,
  );

/** Keeps the lines the way the app's cart does, so quantities and removals show. */
function Stateful(props: CartDrawerProps) {
  const [open, setOpen] = useState(props.open);
  const [items, setItems] = useState(props.items);
  const change = (item: CartLineItem, quantity: number) => {
    setItems((current) => current?.map((line) => (line.id === item.id ? repriced(line, quantity) : line)));
    props.onQuantityChange(item, quantity);
  };
  const remove = (item: CartLineItem) => {
    setItems((current) => current?.filter((line) => line.id !== item.id));
    props.onRemove(item);
  };
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        Open cart
      </Button>
      <CartDrawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        items={items}
        onQuantityChange={change}
        onRemove={remove}
      />
    </>
  );
}

const meta = {
  title: 'Cart/CartDrawer',
  component: CartDrawer,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    items: demoCart,
    onQuantityChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Shopping Cart/ }));

const totalOf = (items: readonly CartLineItem[]) =>
  formatPrice(sumAmounts(items.map((item) => item.lineTotal)), 'USD');

/** Lines, total, and Proceed to Checkout, which closes the drawer and hands over to the app. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getAllByRole('listitem')).toHaveLength(demoCart.length);
    await expect(drawer.getByText(totalOf(demoCart))).toBeVisible();
    const first = demoCart[0]!;
    await userEvent.click(drawer.getByRole('button', { name: `Increase Quantity of ${first.product.name}` }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(first, first.quantity + 1);
    const changed = demoCart.map((item) => (item.id === first.id ? repriced(item, item.quantity + 1) : item));
    await waitFor(() => expect(drawer.getByText(totalOf(changed))).toBeVisible());
    await userEvent.click(drawer.getByRole('button', { name: 'Proceed to Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** Removing the last line leaves the empty cart. */
export const RemoveToEmpty: Story = {
  args: { items: demoCart.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(drawer.getByRole('button', { name: /^Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledWith(demoCart[0]);
    await expect(await drawer.findByText('Your cart is empty')).toBeVisible();
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined } };
export const LoadError: Story = { args: { items: undefined, error: '503: Service Unavailable' } };
export const Saving: Story = { args: { busyItemIds: [demoCart[0]!.id] } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
