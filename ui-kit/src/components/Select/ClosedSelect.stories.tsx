import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClosedSelect } from './ClosedSelect';
import { Select } from './Select';

const productSorts = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_asc', label: 'Price: Low to High' },
];

const meta = {
  title: 'Catalogue/ClosedSelect',
  component: ClosedSelect,
  args: { label: 'Sort by', options: productSorts, value: 'name', onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ClosedSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed, or opened from the keyboard, it asks for the Select. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(button).toHaveTextContent('Name A-Z');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const Placeholder: Story = {
  args: { value: '', placeholder: 'Sort by', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Sort by',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { value: '', placeholder: 'Choose one', error: 'Choose how to sort' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(button).toHaveAccessibleDescription('Choose how to sort');
    await expect(button).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Beside the Select it stands for: the same size, so the Select takes its place without a shift. */
export const BesideTheSelect: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ClosedSelect {...args} label="Closed" />
      <Select label="Select" options={args.options} value={args.value} onChange={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closed = canvas.getByRole('combobox', { name: 'Closed' }).getBoundingClientRect();
    const select = canvas.getByRole('combobox', { name: 'Select' }).getBoundingClientRect();
    await expect([closed.width, closed.height, closed.top]).toEqual([
      select.width,
      select.height,
      select.top,
    ]);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
