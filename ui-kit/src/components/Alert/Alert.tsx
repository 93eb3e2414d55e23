import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export interface AlertProps {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'danger';
  /** `alert` interrupts a screen reader (problems); `status` waits its turn (notes). */
  role?: 'alert' | 'status';
  /** What to do about it (a link or a button), on a line of its own under the text. */
  action?: ReactNode;
}

/** A line of news about the screen: a risk warning, a note that a form cannot be sent. */
export function Alert({
  title,
  children,
  tone = 'info',
  role = tone === 'danger' ? 'alert' : 'status',
  action,
}: AlertProps) {
  return (
    <div className={styles.alert({ tone })} role={role}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
