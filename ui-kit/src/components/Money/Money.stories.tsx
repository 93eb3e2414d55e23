import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Money/Money',
  component: Money,
  args: { amount: '1234.56', currency: 'USD' },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dollars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.56')).toBeVisible();
  },
};
export const Euros: Story = {
  args: { amount: '1234.56', currency: 'EUR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€1,234.56')).toBeVisible();
  },
};
export const Yen: Story = {
  args: { amount: '162080', currency: 'JPY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥162,080')).toBeVisible();
  },
};
export const ThreeDecimals: Story = {
  args: { amount: '3709.125', currency: 'KWD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('KWD 3,709.125')).toBeVisible();
  },
};
export const WithEstimate: Story = {
  args: {
    amount: '1234.56',
    currency: 'USD',
    estimate: { amount: '1140.68', currency: 'EUR', rateDate: '2026-12-03', source: 'ECB' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.56')).toBeVisible();
    await expect(canvas.getByText('≈ €1,140.68 at the ECB rate of Dec 3, 2026')).toBeVisible();
  },
};
export const WithEstimateDark: Story = { ...WithEstimate, globals: { theme: 'dark' } };
export const WithEstimateOnAPhone: Story = {
  ...WithEstimate,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
