import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Consoles/ProgressBar',
  component: ProgressBar,
  args: { label: 'Bid progress', value: 58 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A progressbar named by its label, its value for screen readers. */
export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Bid progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '58');
  },
};
export const Milestones: Story = {
  args: { label: 'Milestones', value: 66.7, valueText: '2 of 3 milestones', tone: 'success' },
};
export const Full: Story = { args: { value: 140, tone: 'success' } };
export const Empty: Story = { args: { value: 0 } };
export const Warning: Story = { args: { label: 'Hedge ratio', value: 72, tone: 'warning' } };
export const Error: Story = { args: { label: 'Failed deliveries', value: 12, tone: 'danger' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Loading: Story = { args: { loading: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
