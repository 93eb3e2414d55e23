import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A small picture above the title: an icon, or a short text such as 404. */
  icon?: ReactNode;
  /** Buttons or links that get the user going again: Clear Filters, Start Shopping. */
  actions?: ReactNode;
  /** `alert` for errors, so screen readers announce them. */
  role?: 'status' | 'alert';
  headingLevel?: 'h2' | 'h3';
}

/** What a screen shows when there is nothing to list, nothing found, or an error. */
export function EmptyState({
  title,
  description,
  icon,
  actions,
  role = 'status',
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className={styles.root} role={role}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
