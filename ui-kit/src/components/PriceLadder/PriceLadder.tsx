import { formatPrice, formatQuantity, perUnitLabel } from '../../format/format';
import type { PriceRung } from '../../model';
import * as styles from './PriceLadder.css';

export interface PriceLadderProps {
  /** The base price per unit, from the minimum order. */
  price: string;
  /** What the prices are in. */
  currency: string;
  minimumOrder: number;
  /** Quantities go in steps of it; a band ends one step below the next rung. */
  orderMultiple: number;
  unit: string;
  /** Cheaper rungs at larger quantities, lowest first. */
  tiers: readonly PriceRung[];
  /**
   * Marks the band a quantity was priced at, by where the band starts: the rung's minQuantity the
   * API answered for the buyer's quantity, or the minimum order for the base price.
   */
  reachedFrom?: number;
}

/**
 * A product's price by quantity: a table of bands (quantity → price per unit) when it has a
 * ladder, and the multiple it is sold in when that is more than one.
 */
export function PriceLadder({
  price,
  currency,
  minimumOrder,
  orderMultiple,
  unit,
  tiers,
  reachedFrom,
}: PriceLadderProps) {
  const bands = [{ minQuantity: minimumOrder, price }, ...tiers].map((band, index, all) => {
    const next = all[index + 1];
    return {
      ...band,
      label: next
        ? `${band.minQuantity.toLocaleString('en-US')} – ${formatQuantity(next.minQuantity - orderMultiple, unit)}`
        : `${formatQuantity(band.minQuantity, unit)} or more`,
      reached: band.minQuantity === reachedFrom,
    };
  });
  return (
    <div className={styles.ladder}>
      {tiers.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>Price by quantity</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.heading}>
                Quantity
              </th>
              <th scope="col" className={styles.priceHeading}>
                Price {perUnitLabel(unit)}
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr
                key={band.minQuantity}
                className={band.reached ? styles.reached : undefined}
                aria-current={band.reached || undefined}
              >
                <th scope="row" className={styles.band}>
                  {band.label}
                </th>
                <td className={styles.price}>{formatPrice(band.price, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orderMultiple > 1 && (
        <p className={styles.note}>Sold in multiples of {formatQuantity(orderMultiple, unit)}</p>
      )}
    </div>
  );
}
