import type { Me, VendorDashboard } from '@rawex/api/contracts';
import { ButtonLink, formatPrice, Loaded, RatingStars, StatCard } from '@rawex/ui-kit';
import { useVendorDashboard } from '../../data/orders';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { TopProducts } from '../../products/TopProducts';
import * as page from '../../styles/page.css';
import { LoadFailed } from '../../loading/LoadFailed';

function Analytics({ user }: { user: Me }) {
  const { dashboard, error } = useVendorDashboard(user.companyId);
  return (
    <Loaded
      data={dashboard}
      failed={error && <LoadFailed title="Failed to load analytics" />}
      placeholder={<AnalyticsFigures />}
    >
      {(dashboard) => <AnalyticsFigures dashboard={dashboard} />}
    </Loaded>
  );
}

/** The figures; while they are on their way, they show as loading. */
function AnalyticsFigures({ dashboard }: { dashboard?: VendorDashboard }) {
  const loading = !dashboard;
  return (
    <>
      <div className={page.tiles}>
        <StatCard
          label="Revenue this month"
          value={dashboard && formatPrice(dashboard.revenue.thisMonth, dashboard.revenue.currency)}
          loading={loading}
        />
        <StatCard
          label="Revenue last month"
          value={dashboard && formatPrice(dashboard.revenue.lastMonth, dashboard.revenue.currency)}
          loading={loading}
        />
        <StatCard
          label="Product views"
          value={dashboard?.views30Days.toLocaleString('en-US')}
          hint="last 30 days"
          loading={loading}
        />
        <StatCard
          label="Rating"
          value={dashboard && <RatingStars value={dashboard.rating.average} count={dashboard.rating.count} />}
          loading={loading}
        />
      </div>
      <TopProducts dashboard={dashboard} />
    </>
  );
}

export default function VendorAnalytics() {
  usePageTitle('Analytics');
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <h1 className={page.title}>Analytics</h1>
        <ButtonLink tone="secondary" href="/vendor-dashboard">
          Dashboard
        </ButtonLink>
      </header>
      <SignedIn role="vendor">{(user) => <Analytics user={user} />}</SignedIn>
    </div>
  );
}
