import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatCard.css';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted: `24`, `$45,250.00`. */
  value: ReactNode;
  /** A line under the figure: `this month`, `Up 12% this month`. */
  hint?: ReactNode;
  loading?: boolean;
}

/** One figure of a dashboard: Products, Active Orders, Monthly Revenue. */
export function StatCard({ label, value, hint, loading }: StatCardProps) {
  return (
    <div className={styles.card} aria-busy={loading || undefined}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{loading ? <Skeleton width="50%" height="1.5rem" /> : value}</p>
      {hint && !loading && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}
