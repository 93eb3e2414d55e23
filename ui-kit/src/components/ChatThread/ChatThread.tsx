import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ChatThread.css';
import { Icon } from '../Icon/Icon';

export interface ChatBubbleProps {
  text: string;
  /** From the other side (shown on the left), or ours (on the right). */
  incoming: boolean;
  /** The time already formatted: `09:42`. */
  time: string;
  /** A product shared into the chat, labelled Product Info. */
  kind?: 'text' | 'product';
  /** Ours only: `delivered`, `read`. */
  status?: string;
  /** Files sent with it: a spec sheet, a picture. */
  attachments?: readonly { href: string; name: string }[];
  /** Who wrote it, when the thread has more than two voices or names them. */
  author?: string;
}

/** One message: incoming on the left, outgoing on the right. */
export function ChatBubble({
  text,
  incoming,
  time,
  kind = 'text',
  status,
  attachments = [],
  author,
}: ChatBubbleProps) {
  return (
    <li className={`${styles.row} ${incoming ? styles.incomingRow : styles.outgoingRow}`}>
      <div className={`${styles.bubble} ${incoming ? styles.incoming : styles.outgoing}`}>
        {kind === 'product' && <span className={styles.kind}>Product Info</span>}
        {author && <span className={styles.kind}>{author}</span>}
        {text && <p className={styles.text}>{text}</p>}
        {attachments.length > 0 && (
          <ul className={styles.attachments} aria-label="Attached files">
            {attachments.map((attachment) => (
              <li key={attachment.href}>
                <a className={styles.attachment} href={attachment.href} download={attachment.name}>
                  <Icon name="attachment" inline /> {attachment.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <span className={styles.meta}>
          <span className={visuallyHidden}>{incoming ? 'Received' : 'Sent'} </span>
          {time}
          {!incoming && status ? ` · ${status}` : ''}
        </span>
      </div>
    </li>
  );
}

export interface ChatThreadProps {
  /** Names the conversation for screen readers: `Chat with Femke de Vries`. */
  label: string;
  /** ChatBubble elements, oldest first. */
  children?: ReactNode;
  loading?: boolean;
  error?: string;
  /** Said when there is no message (or no conversation chosen). */
  emptyText?: string;
}

/** A conversation: a log that announces new messages and scrolls on its own. */
export function ChatThread({
  label,
  children,
  loading,
  error,
  emptyText = 'No messages yet.',
}: ChatThreadProps) {
  if (loading) return <Skeleton height="12rem" />;
  if (error)
    return (
      <p className={styles.note} role="alert">
        {error}
      </p>
    );
  const empty = !children || (Array.isArray(children) && children.length === 0);
  if (empty) return <p className={styles.note}>{emptyText}</p>;
  return (
    <div className={styles.thread} role="log" aria-label={label} aria-live="polite" tabIndex={0}>
      <ol className={styles.messages}>{children}</ol>
    </div>
  );
}
