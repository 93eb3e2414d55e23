import { useState } from 'react';
import {
  formatEstimate,
  formatPrice,
  formatQuantity,
  perUnitLabel,
  type MoneyEstimate,
} from '../../format/format';
import type { ProductSummary } from '../../model';
import { Badge, UNVERIFIED_MEANING, VerifiedBadge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Picture } from '../Picture/Picture';
import { RatingStars } from '../RatingStars/RatingStars';
import { Skeleton } from '../Skeleton/Skeleton';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: ProductSummary;
  /** What its price comes to in the reader's currency: shown under it, never instead. */
  estimate?: MoneyEstimate;
  /** Adds the product (at its minimum order); the button reads "Adding..." until the promise settles. */
  onAddToCart?: (product: ProductSummary) => unknown;
  /** A rating to show under the price, e.g. the supplier's. */
  rating?: { value: number | null; count: number; countLabel?: string };
  headingLevel?: 'h2' | 'h3';
  /** `eager` for the first cards on screen: fetched at once and first, so the largest picture is not held back. */
  imageLoading?: 'lazy' | 'eager';
  /** Whether the viewer saved the product: the heart is filled. */
  saved?: boolean;
  /** Saves or unsaves the product; without it, no heart is shown. */
  onToggleSaved?: (product: ProductSummary) => unknown;
  /** Whether the product is among those picked to compare. */
  compared?: boolean;
  /** Picks the product to compare, or drops it; without it, no Compare button is shown. */
  onToggleCompare?: (product: ProductSummary) => unknown;
}

/** Two cards a row on a phone; about 300px wide in the desktop grid. */
const CARD_IMAGE_SIZES = '(max-width: 767px) 50vw, 300px';

/** One product in a grid: picture, name, price per unit, minimum order, where it ships from, Add to Cart. */
export function ProductCard({
  product,
  estimate,
  onAddToCart,
  rating,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  saved = false,
  onToggleSaved,
  compared = false,
  onToggleCompare,
}: ProductCardProps) {
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggleSaved = async () => {
    if (!onToggleSaved) return;
    setSaving(true);
    try {
      await onToggleSaved(product);
    } finally {
      setSaving(false);
    }
  };
  /** The ladder's last rung: the lowest price the product is sold at. */
  const lowest = product.priceTiers?.at(-1);
  const addToCart = async () => {
    if (!onAddToCart) return;
    setAdding(true);
    try {
      await onAddToCart(product);
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className={styles.card} aria-label={product.name}>
      <Picture
        className={styles.media}
        src={product.images[0] ?? FALLBACK_PRODUCT_IMAGE}
        fallback={FALLBACK_PRODUCT_IMAGE}
        sizes={CARD_IMAGE_SIZES}
        alt=""
        width={480}
        height={360}
        loading={imageLoading}
        fetchPriority={imageLoading === 'eager' ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.badges}>
        {product.vendor.isVerified ? (
          <VerifiedBadge isVerified />
        ) : (
          <Badge tone="warning" title={UNVERIFIED_MEANING}>
            Pending verification
          </Badge>
        )}
        <Badge tone="info">Ready to Ship</Badge>
      </div>
      {onToggleSaved && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={saved}
          aria-label={`Save ${product.name}`}
          title={saved ? 'Saved: press to remove' : 'Save for later'}
          disabled={saving}
          data-saved={saved}
          onClick={() => void toggleSaved()}
        >
          <Icon name="heart" />
        </button>
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link className={styles.nameLink} href={`/products/${product.id}`}>
            {product.name}
          </Link>
        </Heading>
        <p className={styles.price}>
          {formatPrice(product.price, product.currency)}{' '}
          <span className={styles.unit}>{perUnitLabel(product.unit)}</span>
        </p>
        {estimate && <p className={styles.estimate}>{formatEstimate(estimate)}</p>}
        {lowest && (
          <p className={styles.detail}>
            from {formatPrice(lowest.price, product.currency)} {perUnitLabel(product.unit)} at{' '}
            {formatQuantity(lowest.minQuantity, product.unit)}
          </p>
        )}
        <p className={styles.detail}>Min. order: {formatQuantity(product.minimumOrder, product.unit)}</p>
        {product.vendor.location && <p className={styles.detail}>{product.vendor.location}</p>}
        {rating && <RatingStars value={rating.value} count={rating.count} countLabel={rating.countLabel} />}
        {(onAddToCart || onToggleCompare) && (
          <div className={styles.action}>
            {onToggleCompare && (
              <Button
                tone="ghost"
                size="small"
                fullWidth
                className={styles.compare}
                aria-pressed={compared}
                aria-label={`Compare ${product.name}`}
                title={compared ? 'Picked to compare: press to drop it' : 'Pick it to compare'}
                onClick={() => void onToggleCompare(product)}
              >
                Compare
              </Button>
            )}
            {onAddToCart && (
              <Button fullWidth disabled={adding} onClick={addToCart}>
                {adding ? 'Adding...' : 'Add to Cart'}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The card's shape while the catalogue loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} data-testid="product-card-skeleton">
      <Skeleton height="180px" />
      <div className={styles.body}>
        <Skeleton width="80%" height="1.2em" />
        <Skeleton width="45%" height="1.4em" />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton height="40px" />
      </div>
    </div>
  );
}
