import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button';
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
/** What to do about it, on a line of its own: never inside the text, on a phone either. */
export const WithAction: Story = {
  args: {
    tone: 'info',
    title: 'Protect your company’s account',
    children: 'Ask for a code from your phone or a passkey when you sign in, besides your password.',
    action: <ButtonLink href="#security">Set it up now</ButtonLink>,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/besides your password/);
    const action = within(canvasElement).getByRole('link', { name: 'Set it up now' });
    // Below the text, starting at its left edge, not wrapped into its last line.
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      text.getBoundingClientRect().bottom,
    );
    await expect(Math.round(action.getBoundingClientRect().left)).toBe(
      Math.round(text.getBoundingClientRect().left),
    );
  },
};
export const Empty: Story = { args: { children: undefined } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
