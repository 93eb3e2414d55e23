import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList, type ConversationListProps } from './ConversationList';

const conversations = currentSamples().whatsapp.conversations.map((conversation) => ({
  id: conversation.phone,
  title: conversation.name,
  preview: `${conversation.phone} · ${conversation.status} · ${conversation.lastMessage}`,
  time: conversation.lastMessageAt.slice(11, 16),
  unread: conversation.unreadCount,
}));

function Selectable(props: ConversationListProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <ConversationList
      {...props}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Consoles/ConversationList',
  component: ConversationList,
  args: { label: 'Conversations', conversations, selected: null, onSelect: fn() },
  render: (args) => <Selectable {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a chat marks it current; unread counts are read out as "2 unread". */
export const Chats: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('button')[0]!;
    await expect(first).toHaveAccessibleName(expect.stringContaining('2 unread'));
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[0]!.id);
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};
export const Selected: Story = { args: { selected: conversations[1]!.id } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { conversations: [] } };
export const Error: Story = { args: { error: 'Failed to load the conversations.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
