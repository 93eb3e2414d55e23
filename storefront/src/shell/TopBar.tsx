import type { ReactNode } from 'react';
import { useProductPage, useTopVendors } from '../data/catalogue';
import { listingGrowth, useMarketSummary } from '../data/market';
import * as styles from './Layout.css';

/** The trading layout's strip of market figures above the header. */
export function TopBar({ extra }: { extra?: ReactNode }) {
  const { total: products } = useProductPage({ limit: 1 });
  const { total: vendors } = useTopVendors();
  const { summary } = useMarketSummary();
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));
  return (
    <div className={styles.topBar} role="region" aria-label="Market figures">
      <span>RawEx Trading</span>
      <span>
        Products <span className={styles.topBarFigure}>{figure(products)}</span>
      </span>
      <span>
        Multivendors <span className={styles.topBarFigure}>{figure(vendors)}</span>
      </span>
      <span>
        Market{' '}
        <span className={summary?.newListings30Days ? styles.topBarRise : styles.topBarFigure}>
          {summary ? `${summary.newListings30Days ? '▲ ' : ''}${listingGrowth(summary)}` : '…'}
        </span>
      </span>
      <span className={styles.topBarEnd}>{extra}</span>
    </div>
  );
}
