import type { Me, Order } from '@rawex/api/contracts';
import { allowedMoves } from '@rawex/api/contracts/order-states';
import { Button, ButtonLink } from '@rawex/ui-kit';
import { useState, type ReactNode } from 'react';
import { useOrders, useOrderStatus } from '../../data/orders';
import { useProtection, useSettlementActions } from '../../data/settlement';
import { notify, sayFailure } from '../../notices/notify';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import { OrderList } from '../../orders/OrderList';
import { useOrderFilters } from '../../orders/order-filters';
import { RateVendor } from './RateVendor';

function CancelButton({ order }: { order: Order }) {
  const { moving, move } = useOrderStatus();
  return (
    <Button
      tone="danger"
      size="small"
      disabled={moving !== null}
      onClick={() => void move(order, 'cancelled')}
    >
      {moving ? 'Cancelling...' : 'Cancel Order'}
    </Button>
  );
}

/** The buyer says the goods arrived: the order is delivered, and its supplier may be rated. */
function ConfirmReceiptButton({ order }: { order: Order }) {
  const { moving, move } = useOrderStatus();
  return (
    <Button size="small" disabled={moving !== null} onClick={() => void move(order, 'delivered')}>
      {moving ? 'Saving...' : 'Confirm Receipt'}
    </Button>
  );
}

/**
 * The buyer puts a pending order under trade protection: it is paid into the marketplace's
 * collection account and held until the goods arrive. Offered once the marketplace has an account.
 */
function ProtectButton({ order }: { order: Order }) {
  const { data: protection } = useProtection();
  const { protect } = useSettlementActions();
  const [saving, setSaving] = useState(false);
  if (!protection?.available) return null;
  return (
    <Button
      size="small"
      tone="secondary"
      disabled={saving}
      onClick={() => {
        setSaving(true);
        protect(order.id)
          .then(() =>
            notify({
              title: 'Order protected',
              description: 'Its pro-forma will ask for payment into the marketplace’s collection account.',
              type: 'success',
            }),
          )
          .catch(sayFailure('Failed to protect the order.'))
          .finally(() => setSaving(false));
      }}
    >
      {saving ? 'Protecting...' : 'Protect Order'}
    </Button>
  );
}

/** What the buyer may do with an order now, as the API's state machine says; none for most. */
function buyerActions(order: Order): ReactNode {
  const moves = allowedMoves(order.status, 'buyer');
  if (moves.includes('cancelled')) {
    return (
      <>
        {order.status === 'pending' && !order.protected && <ProtectButton order={order} />}
        <CancelButton order={order} />
      </>
    );
  }
  if (moves.includes('delivered')) return <ConfirmReceiptButton order={order} />;
  if (order.status === 'delivered') return <RateVendor order={order} />;
  return undefined;
}

function BuyerOrders({ user }: { user: Me }) {
  const filter = useOrderFilters('buyer');
  const orders = useOrders('buyer', user.companyId, filter.filters);
  return (
    <>
      {filter.controls}
      <OrderList
        orders={orders}
        label="Your orders"
        side="buyer"
        filtered={filter.active}
        noneYet="You haven't placed any orders yet."
        emptyAction={<ButtonLink href="/products">Start Shopping</ButtonLink>}
        contactHref={(order) => `/messages/new?vendorId=${order.vendorId}&orderId=${order.id}`}
        actions={buyerActions}
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
