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

/** A buyer and a supplier on RawEx: a spec sheet sent with a question, and the answer. */
export const WithAttachments: Story = {
  args: {
    label: 'Conversation with Andes Growers',
    children: [
      <ChatBubble
        key="question"
        text="Here is our specification. Can you meet it for 20 t?"
        incoming={false}
        time="09:12"
        attachments={[{ href: '#spec', name: 'arabica-spec-2026.pdf' }]}
      />,
      <ChatBubble
        key="answer"
        text="Yes, crop 2026, screen 16+. Certificate of analysis attached."
        incoming
        time="10:47"
        attachments={[{ href: '#coa', name: 'certificate-of-analysis.pdf' }]}
      />,
    ],
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    // The file's name alone: the paper clip is drawn, not a character fonts may lack.
    const file = within(log).getByRole('link', { name: 'arabica-spec-2026.pdf' });
    await expect(file).toBeVisible();
    await expect(file.textContent?.trim()).toBe('arabica-spec-2026.pdf');
  },
};
