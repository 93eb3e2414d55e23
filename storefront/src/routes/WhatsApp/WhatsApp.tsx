import type { WhatsappCatalogProduct, WhatsappMessage, WhatsappProfile } from '@rawex/api/contracts';
import {
  Alert,
  Button,
  ChatBubble,
  ChatComposer,
  ChatThread,
  ConversationList,
  Loaded,
  RecordCard,
  Skeleton,
  StatGrid,
  TextAreaField,
} from '@rawex/ui-kit';
import { useState } from 'react';
import {
  useWhatsappCatalog,
  useWhatsappConversations,
  useWhatsappMessages,
  useWhatsappOrders,
  useWhatsappProfile,
} from '../../data/samples';
import { LoadFailed } from '../../loading/LoadFailed';
import { notify } from '../../notices/notify';
import { formatClock } from '../../consoles/format';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import * as page from '../../styles/page.css';
import * as styles from './WhatsApp.css';
import { canSendMessage, outgoingMessage, presenceLabel } from './rules';

/** The business's own number, as the sample profile gives it (digits and +). */
const businessNumber = (profile: WhatsappProfile | undefined) =>
  profile?.phoneNumber.replace(/[^\d+]/g, '') ?? '';

interface ChatState {
  selected: string | null;
  select: (phone: string) => void;
  /** Messages written on this screen, per conversation (sample data keeps them nowhere else). */
  sent: Record<string, WhatsappMessage[]>;
  send: (text: string, type?: WhatsappMessage['type']) => boolean;
}

function useChat(profile: WhatsappProfile | undefined): ChatState {
  const [selected, setSelected] = useState<string | null>(null);
  const [sent, setSent] = useState<Record<string, WhatsappMessage[]>>({});
  return {
    selected,
    select: setSelected,
    sent,
    send(text, type) {
      if (!canSendMessage(text, selected) || selected === null) return false;
      const message = outgoingMessage(
        { text, to: selected, from: businessNumber(profile), type },
        new Date(),
      );
      setSent((current) => ({ ...current, [selected]: [...(current[selected] ?? []), message] }));
      return true;
    },
  };
}

function Thread({ chat, name }: { chat: ChatState; name: string | undefined }) {
  const { items, error } = useWhatsappMessages(chat.selected);
  const messages = [...(items ?? []), ...(chat.selected ? (chat.sent[chat.selected] ?? []) : [])];
  return (
    <ChatThread
      label={`Chat with ${name ?? chat.selected}`}
      loading={chat.selected !== null && !items && !error}
      error={error && 'Failed to load the conversation'}
      emptyText={chat.selected ? 'No messages yet: say hello.' : 'Select a conversation to start chatting'}
    >
      {chat.selected
        ? messages.map((message) => (
            <ChatBubble
              key={message.id}
              text={message.message}
              incoming={message.isIncoming}
              kind={message.type}
              time={formatClock(message.timestamp)}
              status={message.status}
            />
          ))
        : []}
    </ChatThread>
  );
}

function Chats({ chat, profile }: { chat: ChatState; profile: WhatsappProfile | undefined }) {
  const { items: conversations, error } = useWhatsappConversations();
  const [text, setText] = useState('');
  const current = conversations?.find((conversation) => conversation.phone === chat.selected);
  return (
    <div className={styles.chats}>
      <section className={page.section} aria-labelledby="conversations-heading">
        <h2 id="conversations-heading" className={page.sectionTitle}>
          Conversations
        </h2>
        <ConversationList
          label="Conversations"
          loading={!conversations && !error}
          error={error && 'Failed to load the conversations'}
          selected={chat.selected}
          onSelect={chat.select}
          conversations={(conversations ?? []).map((conversation) => ({
            id: conversation.phone,
            title: conversation.name,
            preview: `${conversation.phone} · ${presenceLabel(conversation.status)} · ${conversation.lastMessage}`,
            time: formatClock(conversation.lastMessageAt),
            unread: conversation.phone === chat.selected ? 0 : conversation.unreadCount,
          }))}
        />
      </section>
      <section className={page.panel} aria-labelledby="thread-heading">
        <h2 id="thread-heading" className={page.sectionTitle}>
          {current ? current.name : 'Messages'}
        </h2>
        {current && (
          <p className={page.muted}>
            {current.phone} · {presenceLabel(current.status)}
          </p>
        )}
        <Thread chat={chat} name={current?.name} />
        <ChatComposer
          value={text}
          onChange={setText}
          quickReplies={profile?.quickReplies}
          disabled={chat.selected === null}
          placeholder={chat.selected ? 'Type a message' : 'Select a conversation first'}
          onSend={() => {
            if (chat.send(text)) setText('');
          }}
        />
      </section>
    </div>
  );
}

function Catalog({ chat, recipient }: { chat: ChatState; recipient: string | undefined }) {
  const { items, error, reload, reloading } = useWhatsappCatalog();
  const [syncedAt, setSyncedAt] = useState<string>();
  const share = (product: WhatsappCatalogProduct) => {
    if (chat.send(`${product.name} · ${product.price} · ${product.description}`, 'product'))
      notify({
        title: 'Product sent',
        description: `${product.name} was sent to ${recipient}.`,
        type: 'success',
      });
  };
  return (
    <div className={page.stack}>
      <div className={page.toolbar}>
        <Button
          tone="secondary"
          disabled={reloading}
          onClick={() => void reload().then(() => setSyncedAt(formatClock(new Date().toISOString())))}
        >
          {reloading ? 'Syncing...' : 'Sync Products'}
        </Button>
        {syncedAt && (
          <span className={page.muted} role="status">
            Catalog synced at {syncedAt} UTC.
          </span>
        )}
      </div>
      {!chat.selected && <Alert title="Select a conversation in Chats to send a product." />}
      <RecordList
        label="WhatsApp catalog"
        items={items}
        error={error}
        errorTitle="Failed to load the catalog"
        emptyTitle="No products in the catalog"
        keyOf={(product) => product.id}
      >
        {(product) => (
          <RecordCard
            title={product.name}
            subtitle={product.price}
            image={product.image}
            actions={
              <Button
                size="small"
                disabled={!chat.selected}
                aria-label={`Send ${product.name}`}
                onClick={() => share(product)}
              >
                Send
              </Button>
            }
          >
            <p className={page.muted}>{product.description}</p>
          </RecordCard>
        )}
      </RecordList>
    </div>
  );
}

function Orders() {
  const { items, error } = useWhatsappOrders();
  return (
    <RecordList
      label="WhatsApp orders"
      items={items}
      error={error}
      errorTitle="Failed to load the WhatsApp orders"
      emptyTitle="No WhatsApp orders yet"
      emptyDescription="Orders buyers place in a chat will show here."
      keyOf={(order) => order.id}
    >
      {(order) => (
        <RecordCard
          title={`${order.id} · ${order.commodity}`}
          subtitle={order.customerName}
          fields={[{ label: 'Value', value: order.value }]}
        />
      )}
    </RecordList>
  );
}

const TEMPLATES = [
  ['welcomeMessage', 'Welcome message'],
  ['awayMessage', 'Away message'],
  ['orderConfirmationMessage', 'Order confirmation message'],
] as const;

function Template({ label, text }: { label: string; text: string }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(text);
  return (
    <RecordCard
      title={label}
      headingLevel="h3"
      actions={
        <Button
          size="small"
          tone="secondary"
          aria-label={`${editing ? 'Done editing' : 'Edit'} ${label.toLowerCase()}`}
          onClick={() => setEditing(!editing)}
        >
          {editing ? 'Done' : 'Edit'}
        </Button>
      }
    >
      {editing ? (
        <TextAreaField
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint="Kept on this screen only: sample data is not saved."
        />
      ) : (
        <p>{value}</p>
      )}
    </RecordCard>
  );
}

function Settings({ profile, error }: { profile: WhatsappProfile | undefined; error: Error | undefined }) {
  return (
    <Loaded
      data={profile}
      failed={error && <LoadFailed title="Failed to load the business profile" />}
      placeholder={<Skeleton height="20rem" />}
    >
      {(profile) => (
        <div className={page.twoColumns}>
          <RecordCard
            title="Business Profile"
            headingLevel="h2"
            fields={[
              { label: 'Business name', value: profile.businessName },
              { label: 'Phone number', value: profile.phoneNumber },
              { label: 'Description', value: profile.description },
            ]}
          />
          <div className={page.stack}>
            {TEMPLATES.map(([key, label]) => (
              <Template key={key} label={label} text={profile[key]} />
            ))}
          </div>
        </div>
      )}
    </Loaded>
  );
}

export default function WhatsApp() {
  const { data: profile, error: profileError } = useWhatsappProfile();
  const { items: conversations, error } = useWhatsappConversations();
  const chat = useChat(profile);
  const recipient = conversations?.find((conversation) => conversation.phone === chat.selected)?.name;
  return (
    <SampleConsole
      title="WhatsApp"
      description="Answer buyers, share the catalogue and take orders in WhatsApp Business."
      summary={
        <StatGrid
          label="WhatsApp overview"
          loading={!conversations && !error}
          error={error && 'Failed to load the conversations'}
          stats={
            conversations
              ? [
                  { label: 'Conversations', value: conversations.length },
                  {
                    label: 'Unread',
                    value: conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
                  },
                  {
                    label: 'Online Now',
                    value: conversations.filter((conversation) => conversation.status !== 'offline').length,
                  },
                ]
              : []
          }
          placeholders={3}
        />
      }
      tabs={[
        { value: 'chats', label: 'Chats', content: <Chats chat={chat} profile={profile} /> },
        { value: 'catalog', label: 'Catalog', content: <Catalog chat={chat} recipient={recipient} /> },
        { value: 'orders', label: 'Orders', content: <Orders /> },
        {
          value: 'settings',
          label: 'Settings',
          content: <Settings profile={profile} error={profileError} />,
        },
      ]}
    />
  );
}
