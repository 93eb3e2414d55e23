import { formatAmounts, type Amount } from '../../format/format';
import { Button } from '../Button/Button';
import { PaymentIcons } from './PaymentIcons';
import * as styles from './OrderSummary.css';

export interface OrderSummaryProps {
  /** The sum of the lines in each currency they are in (one order each): never added across. */
  subtotals: readonly Amount[];
  itemCount: number;
  onCheckout: () => void;
  /** While the order is being placed: the button reads "Processing..." and is disabled. */
  processing?: boolean;
}

/** The cart's totals: subtotal, shipping and tax to be determined, total, and the checkout button. */
export function OrderSummary({ subtotals, itemCount, onCheckout, processing }: OrderSummaryProps) {
  return (
    <section className={styles.panel} aria-label="Order summary">
      <h2 className={styles.title}>Order Summary</h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.term}>Subtotal ({itemCount === 1 ? '1 item' : `${itemCount} items`})</dt>
          <dd className={styles.amount}>{formatAmounts(subtotals)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Shipping</dt>
          <dd className={styles.amount}>TBD</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>Tax</dt>
          <dd className={styles.amount}>TBD</dd>
        </div>
        <div className={[styles.row, styles.totalRow].join(' ')}>
          <dt>Total</dt>
          <dd className={styles.amount}>{formatAmounts(subtotals)}</dd>
        </div>
      </dl>
      <Button fullWidth disabled={processing || itemCount === 0} onClick={onCheckout}>
        {processing ? 'Processing...' : 'Proceed to Checkout'}
      </Button>
      <p className={styles.note}>Free shipping on orders over $10,000</p>
      <PaymentIcons />
    </section>
  );
}
