import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { listFallback } from '../ListFallback/ListFallback';
import * as styles from './StatusList.css';

export interface StatusItem {
  id: string;
  name: string;
  /** The state in words, on a coloured badge: Connected, Error. */
  status: string;
  tone: BadgeProps['tone'];
  detail?: string;
  /** A button for this row: Test, Reconnect. */
  action?: ReactNode;
}

export interface StatusListProps {
  label: string;
  items: readonly StatusItem[];
  loading?: boolean;
  error?: string;
  emptyText?: string;
}

/** The state of each connection or service, with a button per row. */
export function StatusList({
  label,
  items,
  loading,
  error,
  emptyText = 'Nothing is connected yet.',
}: StatusListProps) {
  const fallback = listFallback({ loading, error, empty: items.length === 0, emptyText, height: '8rem' });
  if (fallback) return fallback;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.name}>{item.name}</span>
          <Badge tone={item.tone}>{item.status}</Badge>
          <span className={styles.detail}>{item.detail}</span>
          {item.action}
        </li>
      ))}
    </ul>
  );
}
