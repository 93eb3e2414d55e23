import type { ReactNode } from 'react';
import { StatCard } from '../StatCard/StatCard';
import * as styles from './StatGrid.css';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

export interface StatGridProps {
  /** Names the figures for screen readers: `Portfolio`. */
  label: string;
  stats: readonly Stat[];
  loading?: boolean;
  /** While loading: how many placeholders (the number of figures to come). */
  placeholders?: number;
  error?: string;
}

/** A console's headline figures, side by side; two a row on phones. */
export function StatGrid({ label, stats, loading, placeholders = 4, error }: StatGridProps) {
  if (error)
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    );
  const shown: Stat[] = loading
    ? Array.from({ length: placeholders }, (_, index) => ({ label: stats[index]?.label ?? '…', value: null }))
    : [...stats];
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={loading || undefined}>
      {shown.map((stat, index) => (
        <li key={`${stat.label}-${index}`} className={styles.item}>
          <StatCard label={stat.label} value={stat.value} hint={stat.hint} loading={loading} />
        </li>
      ))}
    </ul>
  );
}
