import type { ReactNode } from 'react';
import type { ProductSummary } from '../../model';
import { Loaded } from '../Loaded/Loaded';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from '../ProductCard/ProductCard';
import * as styles from './ProductGrid.css';

export interface ProductGridProps extends Pick<
  ProductCardProps,
  'onAddToCart' | 'headingLevel' | 'onToggleSaved' | 'onToggleCompare'
> {
  products: readonly ProductSummary[] | undefined;
  /** Shows skeleton cards instead of products. */
  loading?: boolean;
  /** Shown instead of the grid when the products could not be read: an announced EmptyState, say. */
  failed?: ReactNode;
  /** How many skeleton cards: 12 on the home page, 8 on list pages, 6 on the phone's results. */
  skeletonCount?: number;
  /** Shown instead of the grid when loading is over and there is nothing to show. */
  empty?: ReactNode;
  /** Names the list for screen readers, e.g. "Featured Produce". */
  label?: string;
  /** What each card's price comes to in the reader's currency. */
  estimateOf?: (product: ProductSummary) => ProductCardProps['estimate'];
  /** A rating to show on each card. */
  ratingOf?: (product: ProductSummary) => ProductCardProps['rating'];
  /** The products the viewer saved, by id: their hearts are filled. */
  savedIds?: ReadonlySet<number>;
  /** The products picked to compare, by id. */
  comparedIds?: readonly number[];
}

/** The first row or two is on screen at once: their pictures load without waiting for layout. */
const EAGER_IMAGES = 4;

/** Products as a grid of cards: four and more across on a desktop, two on a phone. */
export function ProductGrid({
  products,
  loading = false,
  failed,
  skeletonCount = 8,
  empty,
  label,
  estimateOf,
  ratingOf,
  savedIds,
  comparedIds,
  ...cardProps
}: ProductGridProps) {
  return (
    <Loaded
      data={loading ? undefined : (products ?? [])}
      failed={failed}
      placeholder={
        <ul
          className={styles.grid}
          aria-busy="true"
          aria-label={label ? `${label} (loading)` : 'Loading products'}
        >
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      }
      empty={empty ?? null}
    >
      {(shown) => (
        <ul className={styles.grid} aria-label={label}>
          {shown.map((product, index) => (
            <li key={product.id} className={styles.item}>
              <ProductCard
                product={product}
                estimate={estimateOf?.(product)}
                rating={ratingOf?.(product)}
                saved={savedIds?.has(product.id) ?? false}
                compared={comparedIds?.includes(product.id) ?? false}
                imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                {...cardProps}
              />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
