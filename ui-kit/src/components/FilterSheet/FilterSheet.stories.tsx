import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoFacetGroups } from '@rawex/fixtures/records';
import { Button } from '../Button/Button';
import { DEFAULT_PRICE_RANGE } from '../PriceRangeSlider/price-range';
import { FilterSheet, type FilterSheetProps, type MobileFilters } from './FilterSheet';

const mobileSorts = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'newest', label: 'Newest First' },
];

function WithButton(props: FilterSheetProps) {
  const [open, setOpen] = useState(props.open);
  const [filters, setFilters] = useState<MobileFilters>(props.value);
  return (
    <>
      <Button tone="secondary" onClick={() => setOpen(true)}>
        Filter
      </Button>
      <FilterSheet
        {...props}
        open={open}
        onOpenChange={setOpen}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          props.onApply(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Catalogue/FilterSheet',
  component: FilterSheet,
  render: (args) => <WithButton {...args} />,
  args: {
    open: false,
    currency: 'USD',
    onOpenChange: fn(),
    sortOptions: mobileSorts,
    value: { sort: 'relevance', priceRange: DEFAULT_PRICE_RANGE },
    onApply: fn(),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof FilterSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a sort order and a price range, then Apply Filters: both go out together and the sheet closes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
    const sheet = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' }),
    );
    await userEvent.click(sheet.getByText('Price: Low to High'));
    const [lowest] = sheet.getAllByRole('slider');
    lowest!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(sheet.getByRole('button', { name: 'Apply Filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      sort: 'price_asc',
      priceRange: [100, 10000],
      facets: {},
    });
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Closing without applying keeps the filters in force. */
export const ClosedWithoutApplying: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(sheet.getByText('Newest First'));
    await userEvent.click(sheet.getByRole('button', { name: 'Close filters' }));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** With the catalogue's facets: a certification ticked goes out with the sort and the price. */
export const WithFacets: Story = {
  args: { facets: demoFacetGroups },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
    const sheet = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' }),
    );
    const certifications = within(sheet.getByRole('group', { name: 'Certifications' }));
    const [first] = demoFacetGroups[1]!.options;
    await userEvent.click(certifications.getByRole('checkbox', { name: new RegExp(`^${first!.label}`) }));
    await userEvent.click(sheet.getByRole('button', { name: 'Apply Filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      sort: 'relevance',
      priceRange: DEFAULT_PRICE_RANGE,
      facets: { certifications: [first!.value] },
    });
  },
};

export const OpenWithFacets: Story = {
  args: {
    open: true,
    facets: demoFacetGroups,
    value: { sort: 'relevance', priceRange: DEFAULT_PRICE_RANGE, facets: { originCountry: ['GH'] } },
  },
};

export const Open: Story = { args: { open: true, value: { sort: 'price_desc', priceRange: [1000, 5000] } } };
export const OpenDark: Story = { args: { open: true }, globals: { theme: 'dark' } };
