import type { Order, Shipment } from '@rawex/api/contracts';
import type { PagedList } from '../data/paged';
import { ORDERS_FAILED } from '../data/orders';
import { LoadMore } from '../loading/LoadMore';
import { EmptyState, formatPrice, Loaded, OrderCard, OrderCardSkeleton } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import * as page from '../styles/page.css';
import { LoadFailed } from '../loading/LoadFailed';
import { OrderPayment } from './OrderPayment';
import { OrderShipments } from './OrderShipments';
import { OrderTradeDocuments } from './OrderTradeDocuments';

export interface OrderListProps {
  orders: PagedList<Order>;
  /** Names the list for screen readers: "Your orders", "Orders placed with you". */
  label: string;
  /** A search or status filter is in force (the empty text then says to adjust it). */
  filtered: boolean;
  /** What the empty list says when nothing is filtered. */
  noneYet: string;
  /** The empty list's way forward: Start Shopping, Add Product. */
  emptyAction: ReactNode;
  contactHref?: (order: Order) => string;
  actions?: (order: Order) => ReactNode;
  /**
   * Whose list it is: a buyer's cards name each supplier; a supplier's name each buyer and show
   * the marketplace's commission.
   */
  side: 'buyer' | 'supplier';
  /** What the supplier may do with each lot in an order's tracking. */
  lotActions?: (shipment: Shipment) => ReactNode;
}

/** Orders as cards, with the loading, error and both empty states of the spec. */
export function OrderList({
  orders: list,
  label,
  filtered,
  noneYet,
  emptyAction,
  contactHref,
  actions,
  side,
  lotActions,
}: OrderListProps) {
  return (
    <Loaded
      data={list.items}
      failed={list.error && <LoadFailed title={ORDERS_FAILED} />}
      placeholder={
        <div className={page.list} role="status" aria-label={`Loading: ${label}`}>
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      }
      empty={
        <EmptyState
          title="No orders found"
          description={filtered ? 'Try adjusting your search criteria.' : noneYet}
          actions={emptyAction}
        />
      }
    >
      {(orders) => (
        <>
          <p className={page.muted}>
            {list.total === orders.length
              ? `${orders.length.toLocaleString('en-US')} ${orders.length === 1 ? 'order' : 'orders'}`
              : `${orders.length.toLocaleString('en-US')} of ${list.total?.toLocaleString('en-US')} orders`}
          </p>
          <ul className={page.list} aria-label={label}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  contactHref={contactHref?.(order)}
                  actions={actions?.(order)}
                  payment={<OrderPayment order={order} side={side} />}
                  counterparty={side === 'supplier' ? 'buyer' : 'supplier'}
                  commission={side === 'supplier' ? formatPrice(order.commission, order.currency) : undefined}
                  renderTracking={
                    order.status === 'cancelled'
                      ? undefined
                      : () => (
                          <>
                            <OrderShipments order={order} lotActions={lotActions} />
                            {order.status !== 'pending' && <OrderTradeDocuments order={order} side={side} />}
                          </>
                        )
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore list={list} label="Load More Orders" />
        </>
      )}
    </Loaded>
  );
}
