import { useId } from 'react';
import { formatPrice } from '../../format/format';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './CategoryStats.css';

export interface CategoryStatistics {
  totalProducts: number;
  /** The lowest price per unit in the category, a decimal string; null when it has no products. */
  startingPrice: string | null;
  /** What the starting price is in; null with no product. */
  currency: string | null;
  suppliers: number;
  totalAvailable: number;
}

export interface CategoryStatsProps {
  stats: CategoryStatistics | undefined;
  loading?: boolean;
}

/** The Category Statistics panel: products, starting price, distinct suppliers, quantity available. */
export function CategoryStats({ stats, loading }: CategoryStatsProps) {
  const titleId = useId();
  const figures = [
    { term: 'Total Products', value: stats?.totalProducts.toLocaleString('en-US') },
    {
      term: 'Starting Price',
      value:
        stats &&
        (stats.startingPrice === null || stats.currency === null
          ? '—'
          : formatPrice(stats.startingPrice, stats.currency)),
    },
    { term: 'Suppliers', value: stats?.suppliers.toLocaleString('en-US') },
    { term: 'Total Available', value: stats?.totalAvailable.toLocaleString('en-US') },
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className={styles.title}>
        Category Statistics
      </h2>
      <dl className={styles.list}>
        {figures.map(({ term, value }) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.figure}>
              {loading || value === undefined ? <Skeleton width="60%" height="1.5rem" /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
