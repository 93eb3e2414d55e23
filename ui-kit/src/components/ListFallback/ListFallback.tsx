import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ListFallback.css';

export interface ListFallbackOptions {
  loading?: boolean;
  error?: string;
  empty: boolean;
  emptyText: string;
  /** The placeholder's height while loading. */
  height: string;
}

/**
 * What a list shows in place of its items: a placeholder while loading, the error (announced), or
 * its empty text; null when it has items to show.
 */
export function listFallback({
  loading,
  error,
  empty,
  emptyText,
  height,
}: ListFallbackOptions): ReactNode | null {
  if (loading) return <Skeleton height={height} />;
  if (error)
    return (
      <p className={styles.note} role="alert">
        {error}
      </p>
    );
  if (empty) return <p className={styles.note}>{emptyText}</p>;
  return null;
}
