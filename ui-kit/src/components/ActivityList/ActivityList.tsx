import type { ReactNode } from 'react';
import { listFallback } from '../ListFallback/ListFallback';
import * as styles from './ActivityList.css';

export interface ActivityItem {
  id: string;
  text: ReactNode;
  /** When, already formatted: `2 h ago`, `Nov 21, 2026`. */
  time: string;
}

export interface ActivityListProps {
  label: string;
  items: readonly ActivityItem[];
  loading?: boolean;
  error?: string;
  emptyText?: string;
}

/** What happened lately, newest first: messages, orders, bot commands. */
export function ActivityList({
  label,
  items,
  loading,
  error,
  emptyText = 'Nothing has happened yet.',
}: ActivityListProps) {
  const fallback = listFallback({ loading, error, empty: items.length === 0, emptyText, height: '10rem' });
  if (fallback) return fallback;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.text}>{item.text}</span>
          <span className={styles.time} suppressHydrationWarning>
            {item.time}
          </span>
        </li>
      ))}
    </ul>
  );
}
