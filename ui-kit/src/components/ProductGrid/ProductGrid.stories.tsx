import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoProducts } from '@rawex/fixtures/records';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products: demoProducts.slice(0, 12), onAddToCart: fn(), label: 'Products' },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
  },
};
/** Home: 12 skeleton cards; list pages 8; the phone's results 6. */
export const Loading: Story = {
  args: { loading: true, skeletonCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('product-card-skeleton')).toHaveLength(12);
  },
};
export const Empty: Story = {
  args: {
    products: [],
    empty: <EmptyState title="No products found" actions={<Button tone="secondary">Clear Filters</Button>} />,
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const PhoneLoading: Story = {
  args: { loading: true, skeletonCount: 6 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { globals: { theme: 'dark' } };
