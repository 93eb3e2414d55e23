import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Picture } from '../Picture/Picture';
import { FALLBACK_PRODUCT_IMAGE } from '../ProductCard/fallback-image';
import * as styles from './ProductComparison.css';

/** A product heading a column of the comparison. */
export interface ComparedProduct {
  id: number;
  name: string;
  href: string;
  image: string | null;
}

/** One line of the comparison: what it compares, and each product's value, in the columns' order. */
export interface ComparisonRow {
  label: string;
  values: readonly ReactNode[];
}

export interface ProductComparisonProps {
  caption: string;
  products: readonly ComparedProduct[];
  rows: readonly ComparisonRow[];
  /** Takes a product out of the comparison. */
  onRemove?: (id: number) => void;
}

/**
 * Products side by side, a column each and a row per figure. On a phone the table scrolls
 * sideways under its row names, which stay in place.
 */
export function ProductComparison({ caption, products, rows, onRemove }: ProductComparisonProps) {
  return (
    <div className={styles.wrapper} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.id} scope="col" className={styles.productCell}>
                <div className={styles.product}>
                  {product.image && (
                    <Picture
                      className={styles.picture}
                      src={product.image}
                      sizes="160px"
                      fallback={FALLBACK_PRODUCT_IMAGE}
                      alt=""
                      width={160}
                      height={120}
                    />
                  )}
                  <Link href={product.href} className={styles.name}>
                    {product.name}
                  </Link>
                  {onRemove && (
                    <Button
                      tone="ghost"
                      size="small"
                      aria-label={`Remove ${product.name} from the comparison`}
                      onClick={() => onRemove(product.id)}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={styles.row}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {products.map((product, index) => (
                <td key={product.id} className={styles.cell}>
                  {row.values[index] ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
