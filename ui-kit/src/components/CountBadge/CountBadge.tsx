import type { ReactNode } from 'react';
import * as styles from './CountBadge.css';

export interface CountBadgeProps {
  count: number;
  children: ReactNode;
}

/** A small red count on an icon (cart items, notifications); nothing at zero, "99+" past 99. */
export function CountBadge({ count, children }: CountBadgeProps) {
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
