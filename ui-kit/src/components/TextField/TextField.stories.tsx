import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextAreaField, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', required: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 10 characters.' },
};
export const WithError: Story = {
  args: { defaultValue: 'amara@', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'amara@example.com' } };
export const MultiLine: Story = {
  render: () => (
    <TextAreaField label="Description" required hint="What buyers should know: grade, origin, packing." />
  ),
};
export const Dark: Story = { args: { error: 'Email is required' }, globals: { theme: 'dark' } };
