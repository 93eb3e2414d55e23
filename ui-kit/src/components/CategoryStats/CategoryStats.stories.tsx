import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoProducts } from '@rawex/fixtures/records';
import { formatPrice } from '../../format/format';
import { CategoryStats } from './CategoryStats';

const category = demoProducts.filter((product) => product.categoryId === demoProducts[0]!.categoryId);
const cheapest = category.reduce((lowest, product) =>
  Number(product.price) < Number(lowest.price) ? product : lowest,
);
const startingPrice = cheapest.price;

const meta = {
  title: 'Catalogue/CategoryStats',
  component: CategoryStats,
  args: {
    stats: {
      totalProducts: category.length,
      startingPrice,
      currency: cheapest.currency,
      suppliers: new Set(category.map((product) => product.vendorId)).size,
      totalAvailable: category.reduce((total, product) => total + product.availableQuantity, 0),
    },
  },
} satisfies Meta<typeof CategoryStats>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Category Statistics' })).toBeVisible();
    await expect(canvas.getByText(formatPrice(startingPrice, cheapest.currency))).toBeVisible();
  },
};
export const Loading: Story = { args: { stats: undefined, loading: true } };
export const EmptyCategory: Story = {
  args: { stats: { totalProducts: 0, startingPrice: null, currency: null, suppliers: 0, totalAvailable: 0 } },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
