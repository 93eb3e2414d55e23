import type { Me, Order, OrderStatus } from '@rawex/api/contracts';
import { Button, ButtonLink } from '@rawex/ui-kit';
import { useOrders, useOrderStatus } from '../../api/orders';
import { usePageTitle } from '../../app/page-title';
import { SignedIn } from '../../app/SignedIn';
import { useOrderFilters } from '../Orders/order-filters';
import { OrderList } from '../Orders/OrderList';
import * as page from '../page.css';

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
  const { moving, move } = useOrderStatus();
  return (
    <>
      {NEXT_STEPS[order.status].map((step) => (
        <Button
          key={step.status}
          size="small"
          tone={step.tone}
          disabled={moving !== null}
          onClick={() => void move(order, step.status)}
        >
          {moving === step.status ? 'Saving...' : step.label}
        </Button>
      ))}
    </>
  );
}

function VendorOrderList({ user }: { user: Me }) {
  const filter = useOrderFilters();
  const orders = useOrders('vendor', user.id, filter.filters);
  return (
    <>
      {filter.controls}
      <OrderList
        orders={orders}
        label="Orders placed with you"
        filtered={filter.active}
        noneYet="Orders for your products will appear here."
        emptyAction={<ButtonLink href="/vendor/products/add">Add Product</ButtonLink>}
        actions={(order) => <OrderActions order={order} />}
      />
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
