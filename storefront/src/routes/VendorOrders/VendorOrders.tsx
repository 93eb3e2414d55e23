import type { Me, Order, OrderStatus } from '@rawex/api/contracts';
import {
  Button,
  ButtonLink,
  EmptyState,
  formatOrderNumber,
  OrderCard,
  OrderCardSkeleton,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useOrders, useOrderStatus } from '../../api/orders';
import { usePageTitle } from '../../app/page-title';
import { SignedIn } from '../../app/SignedIn';
import { useOrderFilters } from '../Orders/order-filters';
import * as page from '../page.css';
import { notify } from '../../app/notify';

/** What a vendor may do next with an order, as the API's state machine allows. */
const NEXT_STEPS: Record<
  OrderStatus,
  { status: OrderStatus; label: string; tone?: 'danger' | 'secondary' }[]
> = {
  pending: [
    { status: 'confirmed', label: 'Confirm' },
    { status: 'cancelled', label: 'Cancel', tone: 'danger' },
  ],
  confirmed: [
    { status: 'shipped', label: 'Ship' },
    { status: 'cancelled', label: 'Cancel', tone: 'danger' },
  ],
  shipped: [{ status: 'delivered', label: 'Mark Delivered' }],
  delivered: [],
  cancelled: [],
};

function OrderActions({ order }: { order: Order }) {
  const move = useOrderStatus();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const go = async (status: OrderStatus) => {
    setBusy(status);
    try {
      await move(order, status);
      notify({
        title: 'Order updated',
        description: `Order #${formatOrderNumber(order.id)} is now ${status}.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: error instanceof ApiError ? error.detail : 'Failed to update the order.',
        type: 'error',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {NEXT_STEPS[order.status].map((step) => (
        <Button
          key={step.status}
          size="small"
          tone={step.tone}
          disabled={busy !== null}
          onClick={() => void go(step.status)}
        >
          {busy === step.status ? 'Saving...' : step.label}
        </Button>
      ))}
    </>
  );
}

function VendorOrderList({ user }: { user: Me }) {
  const filter = useOrderFilters();
  const { orders, error } = useOrders('vendor', user.id, filter.filters);
  return (
    <>
      {filter.controls}
      {error ? (
        <EmptyState role="alert" title={error} description="Please try again in a moment." />
      ) : !orders ? (
        <div className={page.list} role="status" aria-label="Loading orders">
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      ) : orders.length === 0 ? (
        <EmptyState
          title="No orders found"
          description={
            filter.active
              ? 'Try adjusting your search criteria.'
              : 'Orders for your products will appear here.'
          }
          actions={<ButtonLink href="/vendor/products/add">Add Product</ButtonLink>}
        />
      ) : (
        <ul className={page.list} aria-label="Orders placed with you">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} actions={<OrderActions order={order} />} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function VendorOrders() {
  usePageTitle('Orders received');
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <h1 className={page.title}>Orders received</h1>
        <ButtonLink tone="secondary" href="/vendor-dashboard">
          Dashboard
        </ButtonLink>
      </header>
      <SignedIn role="vendor">{(user) => <VendorOrderList user={user} />}</SignedIn>
    </div>
  );
}
