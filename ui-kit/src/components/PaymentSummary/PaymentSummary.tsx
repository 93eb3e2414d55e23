import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import * as styles from './PaymentSummary.css';

export interface PaymentSummaryProps {
  /** Where the payment stands, in words: "Deposit paid". */
  stateLabel: string;
  tone: BadgeProps['tone'];
  /** The terms in words: "30% deposit, balance before shipment". */
  terms: string;
  /** What has arrived against what is owed: "Paid $1,260.00 of $4,200.00". */
  progress: string;
  /** The bank reference to quote with a transfer, printed in groups; none before the pro-forma. */
  reference?: string;
  /**
   * What the buyer pays next, and where, in words: "Pay $1,050.00 before it ships" to "Andes
   * Coffee S.A.S. · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX"; with a warning when
   * the account changed lately.
   */
  payNext?: { what: string; to: string; warning?: string };
  /** More: the order's documents, a note on an overpayment. */
  children?: ReactNode;
}

/** An order's payment: its state, its terms, what has arrived and the reference to pay under. */
export function PaymentSummary({
  stateLabel,
  tone,
  terms,
  progress,
  reference,
  payNext,
  children,
}: PaymentSummaryProps) {
  return (
    <section className={styles.summary} aria-label="Payment">
      <p className={styles.heading}>
        Payment <Badge tone={tone}>{stateLabel}</Badge>
      </p>
      <p className={styles.line}>{terms}</p>
      <p className={styles.line}>{progress}</p>
      {payNext && (
        <p className={styles.payNext}>
          <strong>{payNext.what}</strong> by bank transfer to {payNext.to}
          {reference && ', quoting the reference below'}.
          {payNext.warning && <span className={styles.warning}> {payNext.warning}</span>}
        </p>
      )}
      {reference && (
        <p className={styles.line}>
          Reference <span className={styles.reference}>{reference}</span>
        </p>
      )}
      {children}
    </section>
  );
}
