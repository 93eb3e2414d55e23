import type { Rfq } from '@rawex/api/contracts';
import { INCOTERMS, requestedTerms } from '@rawex/api/contracts/trade-values';
import {
  Badge,
  formatDate,
  formatDateTime,
  formatQuantity,
  formatTimeLeft,
  formatUnitPrice,
  specificationLabel,
} from '@rawex/ui-kit';
import { rfqStatusLook } from './trade-format';
import * as styles from './trade.css';

/** What a request asks for, as its buyer and the suppliers who may quote read it. */
export function RfqSummary({ rfq }: { rfq: Rfq }) {
  const status = rfqStatusLook(rfq.status);
  const specifications = Object.entries(rfq.specifications);
  return (
    <section className={styles.summary} aria-label="The request">
      <div className={styles.summaryHead}>
        <Badge tone={status.tone}>{status.label}</Badge>
        {rfq.vendorId && <Badge tone="primary">Direct request</Badge>}
        <span className={styles.muted}>
          {rfq.category.name} · asked by {rfq.buyer.name}
          {rfq.buyer.location ? `, ${rfq.buyer.location}` : ''} · posted {formatDate(rfq.createdAt)}
        </span>
      </div>
      <p className={styles.description}>{rfq.description}</p>
      <dl className={styles.terms}>
        <div>
          <dt className={styles.term}>Quantity</dt>
          <dd className={styles.value}>{formatQuantity(rfq.quantity, rfq.unit)}</dd>
        </div>
        <div>
          <dt className={styles.term}>Delivery terms</dt>
          <dd className={styles.value}>
            {requestedTerms(rfq)} ({INCOTERMS[rfq.incoterm]})
            {rfq.incotermPlaceCode && ` · ${rfq.incotermPlaceCode}`}
          </dd>
        </div>
        {rfq.targetPrice && (
          <div>
            <dt className={styles.term}>Target price</dt>
            <dd className={styles.value}>{formatUnitPrice(rfq.targetPrice, rfq.currency, rfq.unit)}</dd>
          </div>
        )}
        {rfq.neededBy && (
          <div>
            <dt className={styles.term}>Needed by</dt>
            <dd className={styles.value}>{formatDate(rfq.neededBy)}</dd>
          </div>
        )}
        <div>
          <dt className={styles.term}>Quotes close</dt>
          <dd className={styles.value} suppressHydrationWarning>
            {formatDateTime(rfq.expiresAt)}{' '}
            {rfq.status === 'open' ? `(${formatTimeLeft(rfq.expiresAt)})` : ''}
          </dd>
        </div>
        {specifications.map(([name, value]) => (
          <div key={name}>
            <dt className={styles.term}>{specificationLabel(name)}</dt>
            <dd className={styles.value}>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
