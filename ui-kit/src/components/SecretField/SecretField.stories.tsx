import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SecretField, type SecretFieldProps } from './SecretField';

const token = currentSamples().telegram.settings.botToken;

function Editable(props: SecretFieldProps) {
  const [value, setValue] = useState(props.value);
  return <SecretField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Consoles/SecretField',
  component: SecretField,
  args: { label: 'Telegram Bot Token', value: token, copyable: true },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof SecretField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until Show; Show turns it into plain text and back. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Telegram Bot Token');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: /show/i }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Copy Telegram Bot Token' })).toBeVisible();
  },
};
export const Editing: Story = { render: (args) => <Editable {...args} />, args: { copyable: false } };
export const Empty: Story = {
  render: (args) => <Editable {...args} />,
  args: { value: '', hint: 'From @BotFather.' },
};
export const Error: Story = {
  render: (args) => <Editable {...args} />,
  args: { value: 'not-a-token', error: 'A bot token looks like 123456:ABC-…' },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
