import type { Meta, StoryObj } from '@storybook/react-vite';
import { TriangleAlert } from 'lucide-react';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { catalogueHandlers } from '@rawex/fixtures/handlers';
import { demoProducts } from '@rawex/fixtures/records';
import type { ProductSummary } from '../../model';
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
/** The products could not be read: what the page says instead, in place of the grid. */
export const ReadFailed: Story = {
  args: { failed: <Failed description="The catalogue is not answering." /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const PhoneLoading: Story = {
  args: { loading: true, skeletonCount: 6 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { globals: { theme: 'dark' } };

function Failed({ description }: { description: string }) {
  return (
    <EmptyState
      role="alert"
      icon={<TriangleAlert size="1em" />}
      title="Failed to fetch products"
      description={description}
    />
  );
}

/** Loads the first 12 products over HTTP the way the storefront does, answered by the fixtures' MSW handlers. */
function ProductsFromApi() {
  const [state, setState] = useState<{ products?: ProductSummary[]; error?: string }>({});
  useEffect(() => {
    fetch('/api/products?limit=12&sort=name')
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        setState({ products: (await response.json()) as ProductSummary[] });
      })
      .catch((error: Error) => setState({ error: error.message }));
  }, []);
  return (
    <ProductGrid
      label="Products"
      products={state.products}
      loading={!state.products}
      failed={state.error ? <Failed description={state.error} /> : undefined}
      skeletonCount={12}
    />
  );
}

/** The service worker's first answer can take seconds while the rest of the run keeps both cores busy. */
const whileTheWorkerAnswers = { timeout: 5000 };

export const FromTheApi: Story = {
  beforeEach: ({ msw }) => msw.use(...catalogueHandlers),
  render: () => <ProductsFromApi />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' }, whileTheWorkerAnswers);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const first = [...demoProducts]
      .filter((product) => product.isActive)
      .sort((a, b) => a.name.localeCompare(b.name))[0]!;
    await expect(within(list).getAllByRole('article')[0]).toHaveAccessibleName(first.name);
  },
};

export const ApiUnavailable: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/products', () => new HttpResponse('The database is not answering.', { status: 503 })),
    ),
  render: () => <ProductsFromApi />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, whileTheWorkerAnswers);
    await expect(alert).toHaveTextContent('503: The database is not answering.');
  },
};
