import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoProducts } from '@rawex/fixtures/records';
import { formatQuantity } from '../../format/format';
import { ProductComparison } from './ProductComparison';

const compared = demoProducts.filter((product) => product.isActive).slice(0, 4);

const meta = {
  title: 'Catalogue/ProductComparison',
  component: ProductComparison,
  args: {
    caption: 'Comparing 4 products',
    products: compared.map((product) => ({
      id: product.id,
      name: product.name,
      href: `/products/${product.id}`,
      image: product.images[0] ?? null,
    })),
    rows: [
      { label: 'Price', values: compared.map((product) => `$${product.price} per ${product.unit}`) },
      {
        label: 'Minimum order',
        values: compared.map((product) => formatQuantity(product.minimumOrder, product.unit)),
      },
      { label: 'Origin', values: compared.map((product) => product.originCountry) },
      { label: 'Grade', values: compared.map((product) => product.grade) },
      {
        label: 'Certifications',
        values: compared.map((product) => product.certifications.join(', ') || null),
      },
      { label: 'Incoterms', values: compared.map((product) => product.incoterms.join(', ')) },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof ProductComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four products, a column each; a missing value reads as a dash; Remove takes a column out. */
export const Four: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Grade' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Remove ${compared[1]!.name} from the comparison` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(compared[1]!.id);
  },
};

export const Two: Story = {
  args: { products: meta.args.products.slice(0, 2), caption: 'Comparing 2 products' },
};

/** On a phone the products scroll sideways under the row names. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
