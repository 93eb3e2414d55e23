import { useId, useState, type ReactNode } from 'react';
import { formatDate, formatOrderNumber, formatPrice, formatQuantity, pluralize } from '../../format/format';
import type { OrderRecord } from '../../model';
import { Button, ButtonLink } from '../Button/Button';
import { Picture } from '../Picture/Picture';
import { FALLBACK_PRODUCT_IMAGE } from '../ProductCard/fallback-image';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Badge } from '../Badge/Badge';
import { TrackingSteps } from '../TrackingSteps/TrackingSteps';
import * as styles from './OrderCard.css';

export interface OrderCardProps {
  order: OrderRecord;
  /** Where Contact goes, e.g. a mailto: link to the supplier or the buyer; hidden without it. */
  contactHref?: string;
  /** More buttons: the buyer's Cancel or Confirm Receipt, the vendor's Confirm / Ship. */
  actions?: ReactNode;
  /** What the order is paid on and where its payment stands (a `PaymentSummary`). */
  payment?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The other side the card names: a buyer's card its supplier, a supplier's card its buyer. */
  counterparty?: 'supplier' | 'buyer';
  /** The marketplace's commission on it, formatted: shown to its supplier. */
  commission?: string;
  /** More of its tracking under the four steps (its lots), drawn only while Track is open. */
  renderTracking?: () => ReactNode;
}

/** One order: number, date, status, items, the other side, shipping address, notes, and its tracking on demand. */
export function OrderCard({
  order,
  contactHref,
  actions,
  payment,
  headingLevel: Heading = 'h2',
  counterparty = 'supplier',
  commission,
  renderTracking,
}: OrderCardProps) {
  const [tracking, setTracking] = useState(false);
  const trackingId = useId();
  const units = new Set(order.items.map((item) => item.product.unit));
  // Quantities add up only in one unit: tons and barrels do not.
  const [unit] = units.size === 1 ? units : [];
  const quantity =
    unit &&
    formatQuantity(
      order.items.reduce((sum, item) => sum + item.quantity, 0),
      unit,
    );
  return (
    <article className={styles.card} aria-label={`Order #${formatOrderNumber(order.id)}`}>
      <div className={styles.header}>
        <div>
          <Heading className={styles.number}>Order #{formatOrderNumber(order.id)}</Heading>
          <p className={styles.muted}>
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className={styles.badges}>
          <StatusBadge status={order.status} />
          {order.isSample && <Badge tone="info">Sample</Badge>}
          {order.protected && <Badge tone="success">Protected</Badge>}
        </div>
        <div>
          <p className={styles.total}>{formatPrice(order.totalAmount, order.currency)}</p>
          <p className={styles.muted}>
            {pluralize(order.items.length, 'product')}
            {quantity && ` · ${quantity}`}
          </p>
        </div>
      </div>
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Picture
              className={styles.thumb}
              src={item.product.images[0] ?? FALLBACK_PRODUCT_IMAGE}
              fallback={FALLBACK_PRODUCT_IMAGE}
              sizes="48px"
              alt=""
              loading="lazy"
            />
            <div>
              <p className={styles.itemName}>{item.product.name}</p>
              <p className={styles.muted}>
                {formatQuantity(item.quantity, item.product.unit)} x{' '}
                {formatPrice(item.unitPrice, order.currency)}
              </p>
            </div>
            <span>{formatPrice(item.totalPrice, order.currency)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        {counterparty === 'buyer' ? (
          <div>
            <dt className={styles.factTerm}>Buyer</dt>
            <dd className={styles.factValue}>{order.buyer?.companyName ?? 'Unnamed buyer'}</dd>
          </div>
        ) : (
          <div>
            <dt className={styles.factTerm}>Supplier</dt>
            <dd className={styles.factValue}>
              {order.vendor.companyName ?? 'Unnamed supplier'}
              {order.vendor.location && ` · ${order.vendor.location}`}
            </dd>
          </div>
        )}
        <div>
          <dt className={styles.factTerm}>Shipping address</dt>
          <dd className={styles.factValue}>{order.shippingAddress}</dd>
        </div>
        {order.terms && (
          <div>
            <dt className={styles.factTerm}>Delivery terms</dt>
            <dd className={styles.factValue}>
              {order.terms.delivery.terms}
              <span className={styles.termsDetail}>
                {order.terms.delivery.risk} {order.terms.delivery.costs}
              </span>
            </dd>
          </div>
        )}
        {commission && (
          <div>
            <dt className={styles.factTerm}>Marketplace commission</dt>
            <dd className={styles.factValue}>{commission}</dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt className={styles.factTerm}>Notes</dt>
            <dd className={styles.factValue}>{order.notes}</dd>
          </div>
        )}
      </dl>
      {payment && <div className={styles.payment}>{payment}</div>}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          size="small"
          aria-expanded={tracking}
          aria-controls={trackingId}
          onClick={() => setTracking((shown) => !shown)}
        >
          {tracking ? 'Hide tracking' : 'Track'}
        </Button>
        {contactHref && (
          <ButtonLink tone="ghost" size="small" href={contactHref}>
            Contact
          </ButtonLink>
        )}
        {actions}
      </div>
      <div id={trackingId} className={styles.tracking} hidden={!tracking}>
        {tracking && (
          <>
            <TrackingSteps status={order.status} createdAt={order.createdAt} updatedAt={order.updatedAt} />
            {renderTracking?.()}
          </>
        )}
      </div>
    </article>
  );
}

/** The card's shape while the orders load. */
export function OrderCardSkeleton() {
  return (
    <div className={styles.card} data-testid="order-card-skeleton">
      <Skeleton width="35%" height="1.4em" />
      <Skeleton width="20%" />
      <Skeleton height="48px" />
      <Skeleton width="60%" />
    </div>
  );
}
