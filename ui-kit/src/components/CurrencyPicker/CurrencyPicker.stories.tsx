import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CurrencyPicker } from './CurrencyPicker';

const meta = {
  title: 'Money/CurrencyPicker',
  component: CurrencyPicker,
  args: { value: 'USD', currencies: ['BRL', 'CNY', 'EUR', 'GBP', 'INR', 'JPY', 'USD'], onChange: fn() },
} satisfies Meta<typeof CurrencyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Estimate prices in' });
    await expect(picker).toHaveValue('USD');
    await userEvent.selectOptions(picker, 'EUR');
    await expect(args.onChange).toHaveBeenCalledWith('EUR');
  },
};
/** A currency chosen that has no rate (yet): it stays chosen and listed. */
export const ChosenWithoutRate: Story = {
  args: { value: 'NGN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('NGN');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const OnAPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
