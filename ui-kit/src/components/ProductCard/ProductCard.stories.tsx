import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoProducts } from '@rawex/fixtures/records';
import { formatPrice, formatQuantity } from '../../format/format';
import { UNVERIFIED_MEANING } from '../Badge/Badge';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const verified = demoProducts.find((product) => product.vendor.isVerified)!;
const pendingVendor = demoProducts.find((product) => !product.vendor.isVerified)!;
const laddered = demoProducts.find((product) => product.priceTiers.length > 0)!;

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: verified, onAddToCart: fn(), rating: { value: 4.8, count: 142, countLabel: 'sold' } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: verified.name })).toHaveAttribute(
      'href',
      `/products/${verified.id}`,
    );
    await expect(canvas.getByText('✓ Verified')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(verified);
  },
};

/** While the cart call is under way the button reads "Adding..." and cannot be pressed again. */
export const Adding: Story = {
  args: { onAddToCart: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled());
  },
};

export const UnverifiedSupplier: Story = {
  args: { product: pendingVendor },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending verification');
    await expect(badge).toBeVisible();
    // What it means for a buyer, on hover and for assistive technology.
    await expect(badge).toHaveAttribute('title', UNVERIFIED_MEANING);
  },
};
/** A product with a price ladder: the card says how low its price goes, and from what quantity. */
export const PriceLadder: Story = {
  args: { product: laddered },
  play: async ({ canvasElement }) => {
    const lowest = laddered.priceTiers.at(-1)!;
    await expect(
      within(canvasElement).getByText(
        `from ${formatPrice(lowest.price, laddered.currency)} per ${laddered.unit} at ${formatQuantity(lowest.minQuantity, laddered.unit)}`,
      ),
    ).toBeVisible();
  },
};
export const NoImage: Story = { args: { product: { ...verified, images: [] } } };
export const BrokenImage: Story = { args: { product: { ...verified, images: ['/missing-picture.png'] } } };
export const Saveable: Story = {
  args: { onToggleSaved: fn(), saved: false },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Save ${verified.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleSaved).toHaveBeenCalledWith(verified);
  },
};
export const Saved: Story = {
  args: { onToggleSaved: fn(), saved: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Save ${verified.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
/** Compare picks the product for the side-by-side table; pressed again, it drops it. */
export const Comparable: Story = {
  args: { onToggleCompare: fn(), compared: false },
  play: async ({ args, canvasElement }) => {
    const compare = within(canvasElement).getByRole('button', { name: `Compare ${verified.name}` });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(compare);
    await expect(args.onToggleCompare).toHaveBeenCalledWith(verified);
  },
};
export const Compared: Story = {
  args: { onToggleCompare: fn(), compared: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Compare ${verified.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
export const BrowseOnly: Story = { args: { onAddToCart: undefined, rating: undefined } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const WithEstimate: Story = {
  args: {
    product: { ...verified, price: '2450.00', currency: 'EUR' },
    estimate: { amount: '2640.10', currency: 'USD', rateDate: '2026-12-03', source: 'ECB' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    // The trade's own price first; the estimate beside it, never instead.
    await expect(card.getByText('€2,450.00')).toBeVisible();
    await expect(card.getByText('≈ $2,640.10 at the ECB rate of Dec 3, 2026')).toBeVisible();
  },
};
export const WithEstimateOnAPhone: Story = {
  ...WithEstimate,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
