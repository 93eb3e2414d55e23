import type { Me, Order } from '@rawex/api/contracts';
import { allowedMoves, type OrderStatus } from '@rawex/api/contracts/order-states';
import { Button, ButtonLink, formatPrice, statusLabel } from '@rawex/ui-kit';
import { useState } from 'react';
import { useOrders, useOrderStatus } from '../../data/orders';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { useOrderFilters } from '../../orders/order-filters';
import { OrderList } from '../../orders/OrderList';
import { CreditNoteDialog } from '../../orders/CreditNoteDialog';
import { BookShipmentDialog, RecordEventDialog } from '../../orders/ShipmentForms';
import * as page from '../../styles/page.css';
import * as styles from './VendorOrders.css';

/** The button that moves an order to each status; which ones show is the API's state machine. */
const MOVE_BUTTON: Partial<Record<OrderStatus, { label: string; tone?: 'danger' }>> = {
  confirmed: { label: 'Confirm' },
  shipped: { label: 'Ship' },
  cancelled: { label: 'Cancel', tone: 'danger' },
};

/** The statuses in which an order takes a new lot: confirmed, or some lots already on their way. */
const BOOKS_LOTS: readonly OrderStatus[] = ['confirmed', 'shipped'];
/** The statuses in which its invoice takes a credit note (a protected order's claims go through a dispute). */
const TAKES_CREDIT: readonly OrderStatus[] = ['shipped', 'delivered'];

function OrderActions({ order }: { order: Order }) {
  const { moving, move } = useOrderStatus();
  const [booking, setBooking] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const moves = allowedMoves(order.status, 'vendor');
  // Its plan asks for money before it ships: no "Ship" until the money has arrived, and why.
  const waitingForMoney = moves.includes('shipped') && !order.payment.readyToShip;
  return (
    <>
      {moves
        .filter((status) => !(status === 'shipped' && waitingForMoney))
        .map((status) => (
          <Button
            key={status}
            size="small"
            tone={MOVE_BUTTON[status]?.tone}
            disabled={moving !== null}
            onClick={() => void move(order, status)}
          >
            {moving === status ? 'Saving...' : (MOVE_BUTTON[status]?.label ?? statusLabel(status))}
          </Button>
        ))}
      {BOOKS_LOTS.includes(order.status) && (
        <Button size="small" tone="secondary" onClick={() => setBooking(true)}>
          Book shipment
        </Button>
      )}
      {booking && <BookShipmentDialog order={order} onClose={() => setBooking(false)} />}
      {TAKES_CREDIT.includes(order.status) && !order.protected && (
        <Button size="small" tone="secondary" onClick={() => setCrediting(true)}>
          Credit note
        </Button>
      )}
      {crediting && <CreditNoteDialog order={order} onClose={() => setCrediting(false)} />}
      {waitingForMoney && (
        <span className={styles.waiting}>
          Ships once {formatPrice(order.payment.dueBeforeShipment, order.currency)} has arrived (
          {formatPrice(order.payment.paid, order.currency)} so far)
        </span>
      )}
    </>
  );
}

function RecordMilestone({ shipmentId }: { shipmentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" tone="secondary" onClick={() => setOpen(true)}>
        Record milestone
      </Button>
      {open && <RecordEventDialog shipmentId={shipmentId} onClose={() => setOpen(false)} />}
    </>
  );
}

function VendorOrderList({ user }: { user: Me }) {
  const filter = useOrderFilters('supplier');
  const orders = useOrders('vendor', user.companyId, filter.filters);
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
        side="supplier"
        lotActions={(shipment) => <RecordMilestone shipmentId={shipment.id} />}
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
