import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Consoles/Alert',
  component: Alert,
  args: {
    title: 'Hedge ratio below 80%',
    children: 'Your hedge ratio is 72.4%, below the recommended 80%.',
    tone: 'warning',
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hedge ratio below 80%');
  },
};
export const Info: Story = {
  args: { tone: 'info', title: 'Sample data', children: 'Submitting is not available on sample data.' },
};
export const Success: Story = { args: { tone: 'success', title: 'Saved', children: undefined } };
/** Problems interrupt a screen reader. */
export const Error: Story = {
  args: { tone: 'danger', title: 'Failed to load', children: 'Try again in a moment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load');
  },
};
export const Empty: Story = { args: { children: undefined } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
