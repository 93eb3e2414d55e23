import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCategories } from '@rawex/fixtures/records';
import { Select, SortSelect, type SelectProps } from './Select';

const productSorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];
const categoryOptions = [
  { value: '', label: 'All Categories' },
  ...demoCategories
    .filter((category) => category.parentId === null)
    .map((category) => ({ value: category.slug, label: category.name })),
];

function Stateful(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 280, minHeight: 320 }}>
      <Select
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/Select',
  component: Select,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Sort by', options: productSorts, value: 'name', onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Name A-Z');
    await userEvent.click(trigger);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Price: High to Low' }));
    await expect(args.onChange).toHaveBeenCalledWith('price_desc');
    await waitFor(() => expect(trigger).toHaveTextContent('Price: High to Low'));
  },
};

/** Keyboard: open with Enter, move with the arrows, pick with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // Ark moves focus into the list on the next frame; keys pressed before then reach the trigger.
    const listbox = within(document.body).getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const next = within(listbox).getByRole('option', { name: 'Price: Low to High' });
    await waitFor(() => expect(next).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('price_asc'));
  },
};

export const Categories: Story = { args: { label: 'Category', options: categoryOptions, value: '' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
export const SortPreset: Story = {
  render: () => <SortSelect options={productSorts} value="price_asc" onChange={() => {}} />,
};
export const Dark: Story = { globals: { theme: 'dark' } };
