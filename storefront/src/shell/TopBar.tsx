import type { ReactNode } from 'react';
import { useProductPage, useTopVendors } from '../api/catalogue';
import * as styles from './Layout.css';

/** The trading layout's strip of market figures above the header. */
export function TopBar({ extra }: { extra?: ReactNode }) {
  const { total: products } = useProductPage({ limit: 1 });
  const { total: vendors } = useTopVendors();
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
        Market <span className={styles.topBarRise}>▲ Up 12% this month</span>
      </span>
      <span className={styles.topBarEnd}>{extra}</span>
    </div>
  );
}
