import type { Conversation, Me } from '@rawex/api/contracts';
import {
  ChatBubble,
  ChatComposer,
  ChatThread,
  ConversationList,
  formatOrderNumber,
  Link,
  VerifiedBadge,
} from '@rawex/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useProduct, useVendor } from '../../data/catalogue';
import { whatWentWrong } from '../../data/client';
import type { AttachedFile } from '../../data/products';
import { useConversation, useConversationActions, useConversations, useMessages } from '../../data/trade';
import { AttachFiles } from '../../forms/AttachFiles';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePhone } from '../../hooks/use-phone';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify } from '../../notices/notify';
import { orderAddress } from '@rawex/api/contracts/page-addresses';
import * as page from '../../styles/page.css';
import * as styles from './Messages.css';

const clock = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** What a conversation is about, in words. */
function aboutText(about: Conversation['about']): string | undefined {
  if (about.rfq) return `Request: ${about.rfq.title}`;
  if (about.product) return `Product: ${about.product.name}`;
  if (about.orderId) return `Order #${formatOrderNumber(about.orderId)}`;
  return undefined;
}

/** The composer with a paper clip: files go up first (checked as the API checks them), then the message. */
function Composer({
  onSend,
  disabled,
}: {
  onSend: (body: string, attachments: AttachedFile[]) => Promise<void>;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [busy, setBusy] = useState(false);
  // Nothing typed before the page's code runs is lost.
  const live = useHydrated() && !disabled;
  const send = async () => {
    if (busy || (!text.trim() && files.length === 0)) return;
    setBusy(true);
    try {
      await onSend(text.trim(), files);
      setText('');
      setFiles([]);
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Your message was not sent.'),
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <AttachFiles files={files} onChange={setFiles} disabled={!live || busy} />
      <ChatComposer
        value={text}
        onChange={setText}
        disabled={!live || busy}
        placeholder="Write a message"
        onSend={() => void send()}
      />
    </>
  );
}

function Thread({ conversation, user }: { conversation: Conversation; user: Me }) {
  const messages = useMessages(conversation.id);
  const { send, markRead } = useConversationActions();
  useEffect(() => {
    if (conversation.unreadCount > 0) void markRead(conversation.id);
  }, [conversation.id, conversation.unreadCount]); // eslint-disable-line react-hooks/exhaustive-deps
  const about = aboutText(conversation.about);
  const oldestFirst = [...(messages.items ?? [])].reverse();
  return (
    <section className={page.panel} aria-labelledby="thread-heading">
      <h2 id="thread-heading" className={page.sectionTitle}>
        {conversation.counterpart.name}{' '}
        {conversation.buyerId === user.companyId && (
          <VerifiedBadge isVerified={conversation.counterpart.isVerified} />
        )}
      </h2>
      {about && (
        <p className={page.muted}>
          {conversation.about.rfq ? (
            <Link
              href={
                user.role === 'vendor'
                  ? `/vendor/rfqs/${conversation.about.rfq.id}`
                  : `/rfqs/${conversation.about.rfq.id}`
              }
            >
              {about}
            </Link>
          ) : conversation.about.product ? (
            <Link href={`/products/${conversation.about.product.id}`}>{about}</Link>
          ) : conversation.about.orderId ? (
            <Link
              href={orderAddress(
                conversation.about.orderId,
                conversation.buyerId === user.companyId ? 'buyer' : 'supplier',
              )}
            >
              {about}
            </Link>
          ) : (
            about
          )}
        </p>
      )}
      <LoadMore list={messages} label="Load earlier messages" />
      <ChatThread
        label={`Conversation with ${conversation.counterpart.name}`}
        loading={!messages.items && !messages.error}
        error={messages.error && 'Failed to load the messages'}
      >
        {oldestFirst.map((message) => (
          <ChatBubble
            key={message.id}
            text={message.body}
            incoming={message.senderId !== user.id}
            time={clock(message.createdAt)}
            attachments={message.attachments.map((attachment) => ({
              href: attachment.url,
              name: attachment.name,
            }))}
          />
        ))}
      </ChatThread>
      <Composer onSend={(body, attachments) => send(conversation.id, { body, attachments })} />
    </section>
  );
}

/** A first message to a supplier, about what the link that led here names. */
function NewConversation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vendorId = params.get('vendorId') ?? undefined;
  const { vendor } = useVendor(vendorId);
  const productId = Number(params.get('productId')) || undefined;
  const rfqId = Number(params.get('rfqId')) || undefined;
  const orderId = Number(params.get('orderId')) || undefined;
  const { product } = useProduct(productId ?? null);
  const { open } = useConversationActions();
  if (!vendorId)
    return <p className={page.muted}>Choose a supplier to write to from its profile or a product.</p>;
  const name = vendor?.companyName ?? 'the supplier';
  return (
    <section className={page.panel} aria-labelledby="thread-heading">
      <h2 id="thread-heading" className={page.sectionTitle}>
        New message to {name}
      </h2>
      <p className={page.muted}>
        {product
          ? `About ${product.name}`
          : rfqId
            ? 'About your request for quotation'
            : orderId
              ? `About order #${formatOrderNumber(orderId)}`
              : 'A general enquiry'}
      </p>
      <Composer
        onSend={async (body, attachments) => {
          const conversation = await open({ vendorId, productId, rfqId, orderId, body, attachments });
          navigate(`/messages/${conversation.id}`, { replace: true });
        }}
      />
    </section>
  );
}

function Inbox({ user }: { user: Me }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const phone = usePhone();
  const composing = id === 'new';
  const selected = composing || id === undefined ? undefined : Number(id);
  const list = useConversations();
  const { conversation } = useConversation(selected);
  const showList = !phone || (selected === undefined && !composing);
  return (
    <div className={styles.layout}>
      {showList && (
        <section className={page.section} aria-labelledby="conversations-heading">
          <h2 id="conversations-heading" className={page.sectionTitle}>
            Conversations
          </h2>
          <ConversationList
            label="Conversations"
            loading={!list.items && !list.error}
            error={list.error && 'Failed to load your conversations'}
            emptyText="No conversations yet. Write to a supplier from its profile, a product or an order."
            selected={selected === undefined ? null : String(selected)}
            onSelect={(picked) => navigate(`/messages/${picked}`)}
            conversations={(list.items ?? []).map((item) => ({
              id: String(item.id),
              title: item.counterpart.name,
              preview: [
                aboutText(item.about),
                item.lastMessage?.body || (item.lastMessage ? 'Sent a file' : ''),
              ]
                .filter(Boolean)
                .join(' · '),
              time: clock(item.lastMessageAt),
              unread: item.unreadCount,
            }))}
          />
          <LoadMore list={list} label="Load more conversations" />
        </section>
      )}
      {composing ? (
        <NewConversation />
      ) : conversation ? (
        <div>
          {phone && <Link href="/messages">← All conversations</Link>}
          <Thread conversation={conversation} user={user} />
        </div>
      ) : (
        !phone && (
          <section className={`${page.panel} ${styles.hiddenOnPhone}`}>
            <p className={page.muted}>Select a conversation to read it.</p>
          </section>
        )
      )}
    </div>
  );
}

/** Buyers' and suppliers' conversations: the list, a thread, and a first message to a supplier. */
export default function Messages() {
  usePageTitle('Messages');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>Messages</h1>
      <SignedIn>{(user) => <Inbox user={user} />}</SignedIn>
    </div>
  );
}
