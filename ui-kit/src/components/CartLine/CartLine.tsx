import { formatPrice, formatQuantity, perUnitLabel } from '../../format/format';
import type { CartLineItem } from '../../model';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Picture } from '../Picture/Picture';
import { FALLBACK_PRODUCT_IMAGE } from '../ProductCard/fallback-image';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import * as styles from './CartLine.css';

export interface CartLineProps {
  item: CartLineItem;
  /**
   * `drawer`: the quantity may go down to 1 (spec §5, the side drawer).
   * `page`: it may not go below the product's minimum order, which the line shows (the cart page).
   */
  variant: 'drawer' | 'page';
  onQuantityChange: (item: CartLineItem, quantity: number) => void;
  onRemove: (item: CartLineItem) => void;
  /** While a change to this line is being saved. */
  busy?: boolean;
}

/** One product in the cart: picture, name, unit price, quantity, line total, remove. */
export function CartLine({ item, variant, onQuantityChange, onRemove, busy }: CartLineProps) {
  const { product } = item;
  const min = variant === 'page' ? Math.max(1, product.minimumOrder) : product.orderMultiple;
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <Picture
        className={styles.image}
        src={product.images[0] ?? FALLBACK_PRODUCT_IMAGE}
        fallback={FALLBACK_PRODUCT_IMAGE}
        sizes="72px"
        alt=""
        loading="lazy"
      />
      <div className={styles.details}>
        <p className={styles.name}>{product.name}</p>
        <p className={styles.price}>
          {formatPrice(item.unitPrice, product.currency)} {perUnitLabel(product.unit)}
        </p>
        {item.nextTier && (
          <p className={styles.nextTier}>
            Order {formatQuantity(item.nextTier.minQuantity, product.unit)} for{' '}
            {formatPrice(item.nextTier.price, product.currency)} {perUnitLabel(product.unit)}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          label={`Quantity of ${product.name}`}
          value={item.quantity}
          min={min}
          step={product.orderMultiple}
          disabled={busy}
          onChange={(quantity) => onQuantityChange(item, quantity)}
        />
        {variant === 'page' && (
          <Badge>Min. order: {formatQuantity(product.minimumOrder, product.unit)}</Badge>
        )}
      </div>
      <span className={styles.total}>{formatPrice(item.lineTotal, product.currency)}</span>
      <Button
        className={styles.remove}
        tone="ghost"
        size="small"
        disabled={busy}
        aria-label={`Remove ${product.name}`}
        onClick={() => onRemove(item)}
      >
        Remove
      </Button>
    </li>
  );
}
