import { ShoppingCart, TriangleAlert } from 'lucide-react';
import { formatAmounts, sumByCurrency } from '../../format/format';
import type { CartLineItem } from '../../model';
import { Button, ButtonLink } from '../Button/Button';
import { CartLine } from '../CartLine/CartLine';
import * as Dialog from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './CartDrawer.css';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart's lines; undefined while it loads. */
  items: readonly CartLineItem[] | undefined;
  /** Why the cart could not be loaded, if it could not. */
  error?: string;
  onQuantityChange: (item: CartLineItem, quantity: number) => void;
  onRemove: (item: CartLineItem) => void;
  /** Proceed to Checkout: the drawer closes first. */
  onCheckout: () => void;
  /** Ids of lines whose change is being saved. */
  busyItemIds?: readonly number[];
}

/** The cart at the side of the page: lines with quantity controls (minimum 1), total, Proceed to Checkout. */
export function CartDrawer({
  open,
  onOpenChange,
  items,
  error,
  onQuantityChange,
  onRemove,
  onCheckout,
  busyItemIds = [],
}: CartDrawerProps) {
  const totals = sumByCurrency(
    (items ?? []).map((item) => ({ amount: item.lineTotal, currency: item.product.currency })),
  );
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content placement="end">
        <Dialog.Header closeLabel="Close cart">
          Shopping Cart{items?.length ? ` (${items.length})` : ''}
        </Dialog.Header>
        <Dialog.Body>
          {error ? (
            <EmptyState
              role="alert"
              icon={<TriangleAlert size="1em" />}
              title="Failed to fetch cart"
              description={error}
              headingLevel="h3"
            />
          ) : items === undefined ? (
            <div role="status" aria-busy="true">
              <span className={visuallyHidden}>Loading cart...</span>
              {[0, 1, 2].map((index) => (
                <div key={index} className={styles.skeletonLine}>
                  <Skeleton width="70%" />
                  <Skeleton width="40%" />
                </div>
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              icon={<ShoppingCart size="1em" />}
              title="Your cart is empty"
              headingLevel="h3"
              actions={
                <ButtonLink href="/products" onClick={() => onOpenChange(false)}>
                  Browse Products
                </ButtonLink>
              }
            />
          ) : (
            <ul className={styles.lines} aria-label="Cart items">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  variant="drawer"
                  busy={busyItemIds.includes(item.id)}
                  onQuantityChange={onQuantityChange}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
        </Dialog.Body>
        {items && items.length > 0 && (
          <Dialog.Footer>
            <p className={styles.total}>
              <span>Total</span>
              <span>{formatAmounts(totals)}</span>
            </p>
            <Button
              fullWidth
              onClick={() => {
                onOpenChange(false);
                onCheckout();
              }}
            >
              Proceed to Checkout
            </Button>
          </Dialog.Footer>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
