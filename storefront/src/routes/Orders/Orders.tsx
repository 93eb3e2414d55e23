import type { Me, Order } from '@rawex/api/contracts';
import { Button, ButtonLink, formatOrderNumber } from '@rawex/ui-kit';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useOrders, useOrderStatus } from '../../api/orders';
import { usePageTitle } from '../../app/page-title';
import { SignedIn } from '../../app/SignedIn';
import * as page from '../page.css';
import { OrderList } from './OrderList';
import { useOrderFilters } from './order-filters';
import { notify } from '../../app/notify';

function CancelButton({ order }: { order: Order }) {
  const move = useOrderStatus();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await move(order, 'cancelled');
      notify({
        title: 'Order cancelled',
        description: `Order #${formatOrderNumber(order.id)} was cancelled.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: error instanceof ApiError ? error.detail : 'Failed to cancel the order.',
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button tone="danger" size="small" disabled={busy} onClick={() => void cancel()}>
      {busy ? 'Cancelling...' : 'Cancel Order'}
    </Button>
  );
}

function BuyerOrders({ user }: { user: Me }) {
  const filter = useOrderFilters();
  const { orders, error } = useOrders('buyer', user.id, filter.filters);
  return (
    <>
      {filter.controls}
      <OrderList
        orders={orders}
        error={error}
        label="Your orders"
        filtered={filter.active}
        noneYet="You haven't placed any orders yet."
        emptyAction={<ButtonLink href="/products">Start Shopping</ButtonLink>}
        contactHref={(order) => `/vendors/${order.vendorId}`}
        actions={(order) => (order.status === 'pending' ? <CancelButton order={order} /> : undefined)}
      />
    </>
  );
}

export default function Orders() {
  usePageTitle('My Orders');
  return (
    <div className={page.stack}>
      <h1 className={page.title}>My Orders</h1>
      <SignedIn>{(user) => <BuyerOrders user={user} />}</SignedIn>
    </div>
  );
}
