import type { Me, Order } from '@rawex/api/contracts';
import { allowedMoves } from '@rawex/api/contracts/order-states';
import { Button, ButtonLink } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import { useOrders, useOrderStatus } from '../../data/orders';
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

/** What the buyer may do with an order now, as the API's state machine says; none for most. */
function buyerActions(order: Order): ReactNode {
  const moves = allowedMoves(order.status, 'buyer');
  if (moves.includes('cancelled')) return <CancelButton order={order} />;
  if (moves.includes('delivered')) return <ConfirmReceiptButton order={order} />;
  if (order.status === 'delivered') return <RateVendor order={order} />;
  return undefined;
}

function BuyerOrders({ user }: { user: Me }) {
  const filter = useOrderFilters();
  const orders = useOrders('buyer', user.companyId, filter.filters);
  return (
    <>
      {filter.controls}
      <OrderList
        orders={orders}
        label="Your orders"
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
