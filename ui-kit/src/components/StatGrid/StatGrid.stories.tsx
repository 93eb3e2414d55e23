import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../format/format';
import { StatGrid } from './StatGrid';

const portfolio = currentSamples().hedging.portfolio;

const meta = {
  title: 'Consoles/StatGrid',
  component: StatGrid,
  args: {
    label: 'Portfolio',
    stats: [
      { label: 'Portfolio Value', value: formatPrice(portfolio.portfolioValue, 'USD') },
      { label: 'Hedge Ratio', value: `${portfolio.hedgeRatio}%`, hint: 'Recommended: 80% or more' },
      { label: 'Active Contracts', value: 4 },
      { label: 'Value at Risk (95%)', value: formatPrice(portfolio.valueAtRisk, 'USD') },
    ],
  },
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Portfolio' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { stats: [] } };
export const Error: Story = { args: { error: 'Failed to load the portfolio.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
