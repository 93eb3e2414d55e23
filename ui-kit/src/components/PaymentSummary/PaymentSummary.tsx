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
  children,
}: PaymentSummaryProps) {
  return (
    <section className={styles.summary} aria-label="Payment">
      <p className={styles.heading}>
        Payment <Badge tone={tone}>{stateLabel}</Badge>
      </p>
      <p className={styles.line}>{terms}</p>
      <p className={styles.line}>{progress}</p>
      {reference && (
        <p className={styles.line}>
          Reference <span className={styles.reference}>{reference}</span>
        </p>
      )}
      {children}
    </section>
  );
}
