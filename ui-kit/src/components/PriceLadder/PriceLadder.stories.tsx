import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceLadder } from './PriceLadder';

const meta = {
  title: 'Catalogue/PriceLadder',
  component: PriceLadder,
  args: {
    price: '4.20',
    currency: 'USD',
    minimumOrder: 100,
    orderMultiple: 25,
    unit: 'kg',
    tiers: [
      { minQuantity: 500, price: '3.90' },
      { minQuantity: 1000, price: '3.60' },
      { minQuantity: 5000, price: '3.35' },
    ],
  },
} satisfies Meta<typeof PriceLadder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three rungs above the base price, sold in 25 kg bags. */
export const ThreeRungs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('5,000 kg or more')).toBeVisible();
    await expect(canvas.getByText('Sold in multiples of 25 kg')).toBeVisible();
  },
};
/** The buyer's quantity reaches the second rung: its band stands out. */
export const RungReached: Story = {
  args: { reachedFrom: 500 },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /500 – 975 kg/ });
    await expect(row).toHaveAttribute('aria-current', 'true');
  },
};
/** No ladder, but a pack size: only the multiple shows. */
export const NoRung: Story = {
  args: { tiers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
