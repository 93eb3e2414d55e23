import type { VendorDashboard } from '@rawex/api/contracts';
import { formatPrice, Skeleton, sumAmounts } from '@rawex/ui-kit';
import * as page from '../styles/page.css';

/** The sales trend in words: this month's revenue against last month's. */
export function salesTrend({ thisMonth, lastMonth }: VendorDashboard['revenue']): string {
  const now = Number(thisMonth);
  const before = Number(lastMonth);
  if (before === 0)
    return now === 0 ? 'No sales in the last two months.' : 'Your first sales month: no sales last month.';
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return 'Sales are level with last month.';
  return `Sales are ${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on last month.`;
}

/** Top performing products by revenue and the sales-trend note. */
export function TopProducts({ dashboard }: { dashboard: VendorDashboard | undefined }) {
  if (!dashboard) return <Skeleton height="200px" />;
  const total = sumAmounts(dashboard.topProducts.map((product) => product.revenue));
  return (
    <section className={page.panel} aria-labelledby="top-products-heading">
      <h2 id="top-products-heading" className={page.sectionTitle}>
        Top performing products
      </h2>
      <p>{salesTrend(dashboard.revenue)}</p>
      {dashboard.topProducts.length === 0 ? (
        <p className={page.muted}>No sales yet.</p>
      ) : (
        <ol className={page.list}>
          {dashboard.topProducts.map((product) => (
            <li key={product.productId} className={page.headerRow}>
              <span>{product.name}</span>
              <span className={page.muted}>
                {product.unitsSold.toLocaleString('en-US')} sold ·{' '}
                {formatPrice(product.revenue, dashboard.revenue.currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={page.muted}>
        Revenue of these products: {formatPrice(total, dashboard.revenue.currency)}
      </p>
    </section>
  );
}
