import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

const quickReplies = currentSamples().whatsapp.profile.quickReplies;

function Controlled(props: ChatComposerProps) {
  const [value, setValue] = useState(props.value);
  return <ChatComposer {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Consoles/ChatComposer',
  component: ChatComposer,
  args: { value: '', onChange: fn(), onSend: fn(), quickReplies },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A quick reply fills the input; Enter sends. */
export const QuickReplies: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: quickReplies[1]! }));
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveValue(quickReplies[1]);
    await userEvent.type(input, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { quickReplies: [] } };
export const Disabled: Story = { args: { disabled: true, placeholder: 'Select a conversation first' } };
export const Typed: Story = { args: { value: 'Could you share the quantity and delivery port?' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
