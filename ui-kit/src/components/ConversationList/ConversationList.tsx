import { visuallyHidden } from '../../theme/utilities.css';
import { listFallback } from '../ListFallback/ListFallback';
import * as styles from './ConversationList.css';

export interface ConversationSummary {
  id: string;
  title: string;
  /** Under the title: the number, presence, the last message. */
  preview: string;
  /** When the last message came, already formatted. */
  time: string;
  unread: number;
}

export interface ConversationListProps {
  label: string;
  conversations: readonly ConversationSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
  loading?: boolean;
  error?: string;
  emptyText?: string;
}

/** Chats to pick from: the chosen one is marked current; unread counts are read out. */
export function ConversationList({
  label,
  conversations,
  selected,
  onSelect,
  loading,
  error,
  emptyText = 'No conversations yet.',
}: ConversationListProps) {
  const fallback = listFallback({
    loading,
    error,
    empty: conversations.length === 0,
    emptyText,
    height: '14rem',
  });
  if (fallback) return fallback;
  return (
    <ul className={styles.list} aria-label={label}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={styles.item}
            aria-current={conversation.id === selected}
            onClick={() => onSelect(conversation.id)}
          >
            <span className={styles.title}>{conversation.title}</span>
            <span className={styles.time} suppressHydrationWarning>
              {conversation.time}
            </span>
            <span className={styles.preview}>{conversation.preview}</span>
            {conversation.unread > 0 ? (
              <span className={styles.unread}>
                {conversation.unread}
                <span className={visuallyHidden}> unread</span>
              </span>
            ) : (
              <span />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
