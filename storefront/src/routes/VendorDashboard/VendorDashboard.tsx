import type { Me, Product, VendorDashboard as Dashboard } from '@rawex/api/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  FALLBACK_PRODUCT_IMAGE,
  formatDate,
  formatPrice,
  Link,
  Loaded,
  OrderCard,
  perUnitLabel,
  Picture,
  RatingStars,
  Skeleton,
  StatCard,
  Tabs,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { whatWentWrong } from '../../data/client';
import { ORDERS_FAILED, useOrders, useVendorDashboard } from '../../data/orders';
import { useOwnProducts, useProductEditor } from '../../data/products';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import * as styles from './VendorDashboard.css';
import { TopProducts } from '../../products/TopProducts';
import { notify } from '../../notices/notify';
import { SecondStepNotice } from '../../accounts/second-step-notice';
import { LoadFailed } from '../../loading/LoadFailed';
import { PublicContact } from './PublicContact';

const RECENT_ORDERS_SHOWN = 3;

function DeleteProduct({ product }: { product: Product }) {
  const { remove } = useProductEditor();
  return (
    <ConfirmDialog
      trigger="Delete"
      triggerLabel={`Delete ${product.name}`}
      title="Delete this product?"
      description={`${product.name} will be taken off the catalogue. Orders already placed for it are kept.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        try {
          await remove(product.id);
          notify({
            title: 'Product deleted',
            description: `${product.name} is no longer for sale.`,
            type: 'success',
          });
        } catch (error) {
          notify({
            title: 'Error',
            description: whatWentWrong(error, 'Failed to delete the product.'),
            type: 'error',
          });
          throw error;
        }
      }}
    />
  );
}

function ListingToggle({ product }: { product: Product }) {
  const { setListed } = useProductEditor();
  const [saving, setSaving] = useState(false);
  const list = !product.isActive;
  const toggle = async () => {
    setSaving(true);
    try {
      await setListed(product.id, list);
      notify({
        title: list ? 'Product listed' : 'Product unlisted',
        description: list ? `${product.name} is for sale again.` : `${product.name} is no longer for sale.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to update the product.'),
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      tone="ghost"
      size="small"
      disabled={saving}
      aria-label={`${list ? 'List' : 'Unlist'} ${product.name}`}
      onClick={() => void toggle()}
    >
      {saving ? 'Saving...' : list ? 'List' : 'Unlist'}
    </Button>
  );
}

function MyProducts({ vendorId }: { vendorId: string }) {
  const list = useOwnProducts(vendorId);
  const { items: products, total, error } = list;
  return (
    <section className={page.panel} aria-labelledby="my-products-heading">
      <div className={page.headerRow}>
        <h2 id="my-products-heading" className={page.sectionTitle}>
          My Products {total !== undefined && <span className={page.muted}>({total})</span>}
        </h2>
        <ButtonLink size="small" href="/vendor/products/add">
          Add
        </ButtonLink>
      </div>
      <Loaded
        data={products}
        failed={error && <LoadFailed title="Failed to fetch vendor products" />}
        placeholder={<Skeleton height="240px" />}
        empty={<EmptyState title="No products yet" description="Add your first product to start selling." />}
      >
        {(products) => (
          <ul className={page.list}>
            {products.map((product) => (
              <li key={product.id} className={styles.productRow}>
                <Picture
                  className={styles.thumbnail}
                  src={product.images[0] ?? FALLBACK_PRODUCT_IMAGE}
                  fallback={FALLBACK_PRODUCT_IMAGE}
                  sizes="72px"
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <div>
                  <Link className={styles.name} href={`/products/${product.id}`}>
                    {product.name}
                  </Link>{' '}
                  {!product.isActive && <Badge tone="neutral">Unlisted</Badge>}
                  <p className={page.muted}>
                    {formatPrice(product.price, product.currency)} {perUnitLabel(product.unit)} ·{' '}
                    {product.availableQuantity.toLocaleString('en-US')} available
                  </p>
                </div>
                <div className={styles.actions}>
                  <ButtonLink
                    tone="ghost"
                    size="small"
                    href={`/vendor/products/${product.id}/edit`}
                    aria-label={`Edit ${product.name}`}
                  >
                    Edit
                  </ButtonLink>
                  <ListingToggle product={product} />
                  {product.isActive && <DeleteProduct product={product} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <LoadMore list={list} label="Load More Products" />
    </section>
  );
}

function Overview({ dashboard }: { dashboard: Dashboard | undefined }) {
  return (
    <div className={page.twoColumns}>
      <section className={page.panel} aria-labelledby="activity-heading">
        <h2 id="activity-heading" className={page.sectionTitle}>
          Recent Activity
        </h2>
        <Loaded
          data={dashboard?.recentActivity}
          placeholder={<Skeleton height="160px" />}
          empty={<p className={page.muted}>Nothing yet: new orders and reviews will show here.</p>}
        >
          {(recentActivity) => (
            <ul className={page.list}>
              {recentActivity.map((activity) => (
                <li key={`${activity.type}-${activity.at}-${activity.orderId}`} className={styles.activity}>
                  <span>{activity.text}</span>
                  <span className={page.muted}>{formatDate(activity.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <section className={page.panel} aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className={page.sectionTitle}>
          Quick Actions
        </h2>
        <ButtonLink href="/vendor/products/add">Add Product</ButtonLink>
        <ButtonLink tone="secondary" href="/vendor/orders">
          View Orders
        </ButtonLink>
        <ButtonLink tone="secondary" href="/vendor/analytics">
          Analytics
        </ButtonLink>
        <ButtonLink tone="secondary" href="/vendor/receivables">
          Receivables
        </ButtonLink>
      </section>
    </div>
  );
}

function RecentOrders({ vendorId }: { vendorId: string }) {
  const { items: orders, error } = useOrders('vendor', vendorId);
  return (
    <Loaded
      data={orders}
      failed={error && <LoadFailed title={ORDERS_FAILED} />}
      placeholder={<Skeleton height="200px" />}
      empty={<EmptyState title="No orders yet" description="Orders for your products will appear here." />}
    >
      {(orders) => (
        <div className={page.stack}>
          <ul className={page.list} aria-label="Recent Orders">
            {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <li key={order.id}>
                <OrderCard order={order} headingLevel="h3" counterparty="buyer" />
              </li>
            ))}
          </ul>
          <Link href="/vendor/orders">All orders</Link>
        </div>
      )}
    </Loaded>
  );
}

function DashboardView({ user }: { user: Me }) {
  const { dashboard, error } = useVendorDashboard(user.companyId);
  return (
    <Loaded
      data={dashboard}
      failed={error && <LoadFailed title="Failed to load the dashboard" />}
      placeholder={<DashboardFigures user={user} />}
    >
      {(dashboard) => <DashboardFigures user={user} dashboard={dashboard} />}
    </Loaded>
  );
}

/** The dashboard; while its figures are on their way, they show as loading. */
function DashboardFigures({ user, dashboard }: { user: Me; dashboard?: Dashboard }) {
  const loading = !dashboard;
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <div className={page.pageHeader}>
          <h1 className={page.title}>Multivendor Dashboard</h1>
          <p className={page.subtitle}>{user.companyName ?? 'Your company'}</p>
        </div>
        {dashboard && (
          <div className={page.pageHeader}>
            <RatingStars value={dashboard.rating.average} count={dashboard.rating.count} />
            <span className={page.muted}>
              {dashboard.views30Days.toLocaleString('en-US')} views in 30 days
            </span>
          </div>
        )}
      </header>
      <SecondStepNotice user={user} />
      <div className={page.tiles}>
        <StatCard
          label="Products"
          value={dashboard?.productCount.toLocaleString('en-US')}
          loading={loading}
        />
        <StatCard
          label="Active Orders"
          value={dashboard?.activeOrders.toLocaleString('en-US')}
          loading={loading}
        />
        <StatCard
          label="Monthly Revenue"
          value={dashboard && formatPrice(dashboard.revenue.thisMonth, dashboard.revenue.currency)}
          hint={
            dashboard &&
            `Orders placed this month, cancelled ones left out; ${formatPrice(dashboard.revenue.lastMonth, dashboard.revenue.currency)} last month`
          }
          loading={loading}
        />
      </div>
      <Tabs.Root defaultValue="overview">
        <Tabs.List aria-label="Dashboard">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="products">Products</Tabs.Trigger>
          <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <Overview dashboard={dashboard} />
        </Tabs.Content>
        <Tabs.Content value="products">
          <MyProducts vendorId={user.companyId} />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <RecentOrders vendorId={user.companyId} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <TopProducts dashboard={dashboard} />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <div className={page.stack}>
            <PublicContact user={user} />
            <Link href={`/vendors/${user.companyId}`}>See your profile as buyers see it</Link>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export default function VendorDashboard() {
  usePageTitle('Multivendor Dashboard');
  return <SignedIn role="vendor">{(user) => <DashboardView user={user} />}</SignedIn>;
}
