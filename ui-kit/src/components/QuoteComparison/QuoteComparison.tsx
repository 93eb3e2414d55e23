import type { ReactNode } from 'react';
import { Badge, VerifiedBadge, type BadgeProps } from '../Badge/Badge';
import { Link } from '../Link/Link';
import { listFallback } from '../ListFallback/ListFallback';
import { RatingStars } from '../RatingStars/RatingStars';
import * as styles from './QuoteComparison.css';

export interface ComparedQuote {
  id: number;
  supplier: {
    name: string;
    href?: string;
    isVerified: boolean;
    rating: number | null;
    reviewCount: number;
    /** `92% answered within a day · median 1 h`; absent for a supplier too new to say. */
    responseRate?: string;
  };
  /** Every figure already formatted. */
  unitPrice: string;
  quantity: string;
  total: string;
  leadTime: string;
  /** The Incoterm at its named place: `CIF Hamburg`. */
  incoterm: string;
  /** `Valid 2 days left`, `Ended`. */
  validity: string;
  status: { label: string; tone: NonNullable<BadgeProps['tone']> };
  /** Payment terms, notes, or that it was revised. */
  notes?: string;
  /** Marks the lowest price on the table. */
  best?: boolean;
}

export interface QuoteComparisonProps {
  caption: string;
  quotes: readonly ComparedQuote[];
  /** The buttons each quote offers: Accept, Decline, Message. */
  actions?: (quote: ComparedQuote) => ReactNode;
  loading?: boolean;
  error?: string;
  emptyText?: string;
}

const COLUMNS = [
  'Supplier',
  'Unit price',
  'Quantity',
  'Total',
  'Lead time',
  'Incoterm',
  'Valid until',
  'Status',
];

/** Competing quotes side by side: a table on a desktop, one card per quote on a phone. */
export function QuoteComparison({
  caption,
  quotes,
  actions,
  loading,
  error,
  emptyText = 'No quotes yet.',
}: QuoteComparisonProps) {
  const fallback = listFallback({ loading, error, empty: quotes.length === 0, emptyText, height: '10rem' });
  if (fallback) return fallback;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col" className={styles.headCell}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {quotes.map((quote) => (
            <tr
              key={quote.id}
              className={quote.best ? styles.bestRow : styles.row}
              aria-label={`Quote from ${quote.supplier.name}`}
            >
              <th scope="row" className={styles.cell} data-label="Supplier">
                <span className={styles.vendor}>
                  <span>
                    {quote.supplier.href ? (
                      <Link className={styles.link} href={quote.supplier.href}>
                        {quote.supplier.name}
                      </Link>
                    ) : (
                      quote.supplier.name
                    )}{' '}
                    <VerifiedBadge isVerified={quote.supplier.isVerified} />
                  </span>
                  <RatingStars value={quote.supplier.rating} count={quote.supplier.reviewCount} />
                  <span className={styles.muted}>
                    {quote.supplier.responseRate ?? 'Response rate not known yet'}
                  </span>
                </span>
              </th>
              <td className={styles.cell} data-label="Unit price">
                <span>
                  <span className={styles.price}>{quote.unitPrice}</span>
                  {quote.best && (
                    <>
                      {' '}
                      <Badge tone="success">Lowest</Badge>
                    </>
                  )}
                </span>
              </td>
              <td className={styles.cell} data-label="Quantity">
                {quote.quantity}
              </td>
              <td className={styles.cell} data-label="Total">
                {quote.total}
              </td>
              <td className={styles.cell} data-label="Lead time">
                {quote.leadTime}
              </td>
              <td className={styles.cell} data-label="Incoterm">
                {quote.incoterm}
              </td>
              <td className={styles.cell} data-label="Valid until">
                <span suppressHydrationWarning>{quote.validity}</span>
              </td>
              <td className={styles.cell} data-label="Status">
                <span>
                  <Badge tone={quote.status.tone}>{quote.status.label}</Badge>
                  {quote.notes && <span className={styles.muted}> {quote.notes}</span>}
                </span>
              </td>
              {actions && (
                <td className={styles.cell} data-label="Actions">
                  <span className={styles.actions}>{actions(quote)}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
