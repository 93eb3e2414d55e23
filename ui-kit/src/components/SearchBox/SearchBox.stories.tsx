import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '  copper cathode {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('copper cathode');
  },
};

export const BlankSubmitsNothing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '    {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = { args: { defaultValue: 'teak' } };
/** A list's own search (orders, suppliers, a category): Clear search empties it. */
export const Clearable: Story = {
  args: { defaultValue: 'teak', onClear: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};
