import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCategories, demoProducts } from '@rawex/fixtures/records';
import { Button } from '../Button/Button';
import { SearchBox } from '../SearchBox/SearchBox';
import { Select, SortSelect } from '../Select/Select';
import { FilterBar } from './FilterBar';

const topLevel = demoCategories.filter((category) => category.parentId === null);
const categoryOptions = [
  { value: '', label: 'All Categories' },
  ...topLevel.map((category) => ({ value: category.slug, label: category.name })),
];
const productSorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

/** The /products toolbar, holding its filters the way the page does. */
function ProductsToolbar({ onClear }: { onClear: () => void }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState('name');
  const categoryName = topLevel.find((candidate) => candidate.slug === category)?.name;
  return (
    <FilterBar
      count={demoProducts.length}
      search={search || undefined}
      categoryName={categoryName}
      filtersActive={Boolean(search || category || sort !== 'name')}
      onClear={() => {
        setSearch('');
        setCategory('');
        setSort('name');
        onClear();
      }}
    >
      <SearchBox key={search} defaultValue={search} onSearch={setSearch} />
      <Select label="Category" hideLabel options={categoryOptions} value={category} onChange={setCategory} />
      <SortSelect hideLabel options={productSorts} value={sort} onChange={setSort} />
      <Button tone="secondary">Filter</Button>
    </FilterBar>
  );
}

const meta = {
  title: 'Catalogue/FilterBar',
  component: FilterBar,
  render: (args) => <ProductsToolbar onClear={args.onClear!} />,
  args: { children: null, onClear: fn() },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${demoProducts.length} products found`);
    await userEvent.type(canvas.getByRole('searchbox'), 'cocoa{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('found for “cocoa”');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};
export const Loading: Story = {
  render: () => (
    <FilterBar loading>
      <SearchBox onSearch={() => {}} />
    </FilterBar>
  ),
};
export const ApproximateCount: Story = {
  render: () => (
    <FilterBar count={15_508} approximate search="coffee">
      <SearchBox defaultValue="coffee" onSearch={() => {}} />
    </FilterBar>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'About 15,508 products found for “coffee”',
    );
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
