import type { Me, Order } from '@rawex/api/contracts';
import { allowedMoves } from '@rawex/api/contracts/order-states';
import { Button, ButtonLink } from '@rawex/ui-kit';
import { useOrders, useOrderStatus } from '../../data/orders';
import { usePageTitle } from '../../routing/page-title';
import { SignedIn } from '../../routing/SignedIn';
import * as page from '../page.css';
import { OrderList } from '../../orders/OrderList';
import { useOrderFilters } from '../../orders/order-filters';
import { RateSupplier } from './RateSupplier';

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

function BuyerOrders({ user }: { user: Me }) {
  const filter = useOrderFilters();
  const orders = useOrders('buyer', user.id, filter.filters);
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
        actions={(order) =>
          allowedMoves(order.status, 'buyer').includes('cancelled') ? (
            <CancelButton order={order} />
          ) : order.status === 'delivered' ? (
            <RateSupplier order={order} />
          ) : undefined
        }
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
