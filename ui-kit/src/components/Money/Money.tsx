import { formatEstimate, formatPrice, type MoneyEstimate } from '../../format/format';
import * as styles from './Money.css';

export interface MoneyProps {
  /** A decimal string, written as it is: never through a float. */
  amount: string;
  /** An ISO 4217 code: its amounts show its own decimals (JPY none, KWD three). */
  currency: string;
  /** What it comes to in the reader's currency: shown beside, never instead. */
  estimate?: MoneyEstimate;
}

/**
 * An amount in its own currency, the one a trade is paid in, and beside it, when given, an
 * estimate in another: "≈ €1,140.20 at the ECB rate of Dec 3, 2026".
 */
export function Money({ amount, currency, estimate }: MoneyProps) {
  return (
    <span className={styles.money}>
      <span className={styles.amount}>{formatPrice(amount, currency)}</span>
      {estimate && <span className={styles.estimate}>{formatEstimate(estimate)}</span>}
    </span>
  );
}
