import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { ChatBubble, ChatThread } from './ChatThread';

const samples = currentSamples().whatsapp;
const conversation = samples.conversations[0]!;
const messages = samples.threads[conversation.phone] ?? [];

const meta = {
  title: 'Consoles/ChatThread',
  component: ChatThread,
  args: {
    label: `Chat with ${conversation.name}`,
    children: messages.map((message) => (
      <ChatBubble
        key={message.id}
        text={message.message}
        incoming={message.isIncoming}
        kind={message.type}
        time={message.timestamp.slice(11, 16)}
        status={message.status}
      />
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Incoming on the left, ours on the right; a shared product says Product Info. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: `Chat with ${conversation.name}` });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(messages.length);
    await expect(log).toHaveTextContent('Product Info');
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { children: [], emptyText: 'Select a conversation to start chatting' },
};
export const Error: Story = { args: { error: 'Failed to load the conversation.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
