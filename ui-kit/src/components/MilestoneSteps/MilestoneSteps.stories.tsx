import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MilestoneSteps } from './MilestoneSteps';

const steps = (reached: number) =>
  ['Paid into protection', 'Shipped', 'Received', 'Released'].map((title, index) => ({
    title,
    reachedAt: index < reached ? `2026-11-${String(10 + index * 4).padStart(2, '0')}T09:00:00Z` : null,
  }));

const meta = {
  title: 'Orders/MilestoneSteps',
  component: MilestoneSteps,
  args: { label: 'Milestones of order #000042', steps: steps(2) },
} satisfies Meta<typeof MilestoneSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Milestones of order #000042' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Received (to come)');
  },
};
export const NoneReached: Story = { args: { steps: steps(0) } };
export const AllReached: Story = { args: { steps: steps(4) } };
export const TwoSteps: Story = { args: { steps: steps(1).slice(0, 2) } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { args: { steps: steps(3) }, globals: { theme: 'dark' } };
/** A step may carry a line of its own: where it happened, or when it is expected. */
export const WithNotes: Story = {
  args: {
    steps: [
      { title: 'Departed', reachedAt: '2026-12-01T09:00:00Z', note: 'Santos' },
      { title: 'Arrived', reachedAt: null, note: 'Expected Dec 24, 2026 · 3 days late' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent(
      'Expected Dec 24, 2026 · 3 days late',
    );
  },
};
