import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const channels = currentSamples().omnichannel.channels;

const meta = {
  title: 'Consoles/BarChart',
  component: BarChart,
  args: {
    title: 'Conversion by channel',
    bars: channels.map((channel) => ({
      label: channel.name,
      value: channel.conversionRate,
      colour: channel.colour,
    })),
    formatValue: (value: number) => `${value.toFixed(1)}%`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader reads a table: each channel and its figure. */
export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = channels[0]!;
    await expect(canvas.getByRole('rowheader', { name: first.name })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: `${first.conversionRate.toFixed(1)}%` })).toBeVisible();
  },
};
export const ThemeColours: Story = {
  args: {
    bars: channels.map((channel) => ({ label: channel.name, value: channel.orders })),
    formatValue: undefined,
  },
};
export const Percentages: Story = { args: { max: 100 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { bars: [] } };
export const Error: Story = { args: { error: 'Failed to load the channels.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
