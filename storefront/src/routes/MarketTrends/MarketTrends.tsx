import type { CategoryTrend, MarketTrends as Trends } from '@rawex/api/contracts';
import { BarChart, formatPrice, Loaded, RecordCard, RecordCardSkeleton, StatGrid } from '@rawex/ui-kit';
import { useMarketTrends } from '../../data/market';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

function CategoryCard({ trend }: { trend: CategoryTrend }) {
  return (
    <RecordCard
      title={trend.category.name}
      subtitle={`${trend.activeProducts.toLocaleString('en-US')} products from ${trend.suppliers} suppliers`}
      fields={[
        { label: 'New in 30 days', value: trend.newListings30Days.toLocaleString('en-US') },
        ...trend.prices.slice(0, 4).map((prices) => ({
          label: `Median per ${prices.unit}`,
          value: `${formatPrice(prices.median, prices.currency)} (${formatPrice(prices.lowest, prices.currency)}–${formatPrice(prices.highest, prices.currency)})`,
        })),
      ]}
    >
      {trend.prices.length === 0 && <p className={page.muted}>No products listed yet.</p>}
    </RecordCard>
  );
}

/** Market Trends: prices, products, suppliers and new listings per top-level category, from one API call. */
export default function MarketTrends() {
  usePageTitle('Market Trends');
  const { trends, error } = useMarketTrends();
  return (
    <Loaded
      data={trends}
      failed={error && <LoadFailed title="Failed to load the market trends" />}
      placeholder={<TrendsView />}
    >
      {(trends) => <TrendsView trends={trends} />}
    </Loaded>
  );
}

/** The figures and the categories; while they are on their way, they show as loading. */
function TrendsView({ trends }: { trends?: Trends }) {
  const categories = trends?.categories ?? [];
  const bars = (pick: (trend: CategoryTrend) => number) =>
    categories.map((trend) => ({ label: trend.category.name, value: pick(trend) }));
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Market Trends</h1>
        <p className={page.subtitle}>
          What the marketplace lists now, per category: prices compare within a unit, so each category shows
          the median and range of every unit it sells in.
        </p>
      </header>
      <StatGrid
        label="Marketplace"
        loading={!trends}
        stats={[
          {
            label: 'Active Products',
            value: categories.reduce((sum, trend) => sum + trend.activeProducts, 0).toLocaleString('en-US'),
          },
          {
            label: 'New in 30 Days',
            value: categories
              .reduce((sum, trend) => sum + trend.newListings30Days, 0)
              .toLocaleString('en-US'),
          },
          { label: 'Categories', value: categories.length },
        ]}
        placeholders={3}
      />
      <div className={page.twoColumns}>
        <section className={page.panel}>
          <BarChart
            title="Active products by category"
            loading={!trends}
            bars={bars((trend) => trend.activeProducts)}
          />
        </section>
        <section className={page.panel}>
          <BarChart
            title="New listings in the last 30 days"
            loading={!trends}
            bars={bars((trend) => trend.newListings30Days)}
          />
        </section>
      </div>
      <h2 className={page.sectionTitle}>By category</h2>
      <ul className={`${page.cards} ${page.list}`} aria-label="Categories" aria-busy={!trends || undefined}>
        {trends
          ? categories.map((trend) => (
              <li key={trend.category.id}>
                <CategoryCard trend={trend} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <RecordCardSkeleton />
              </li>
            ))}
      </ul>
    </div>
  );
}
