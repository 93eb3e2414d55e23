import {
  Badge,
  EmptyState,
  formatDate,
  formatPrice,
  Loaded,
  RecordCard,
  Skeleton,
  StatCard,
} from '@rawex/ui-kit';
import { useCommissionInvoices, useMyPayouts, useLedgerEntries } from '../data/settlement';
import { LoadFailed } from '../loading/LoadFailed';
import * as page from '../styles/page.css';
import { PAYOUT_BADGES } from './protection-words';

/**
 * What the marketplace owes a supplier from its protected sales: the balance and every entry
 * behind it, the payouts sent, and the monthly commission invoices.
 */
export function VendorMoney() {
  const ledger = useLedgerEntries();
  const sent = useMyPayouts();
  const billed = useCommissionInvoices();
  const money =
    ledger.data && sent.data && billed.data
      ? { entries: ledger.data, payouts: sent.data, invoices: billed.data }
      : undefined;
  return (
    <Loaded
      data={money}
      failed={
        (ledger.error || sent.error || billed.error) && (
          <LoadFailed title="Failed to load what you are owed" />
        )
      }
      placeholder={<Skeleton height="10rem" />}
    >
      {({ entries, payouts, invoices }) => {
        const lines = entries.lines.slice(-20).reverse();
        return (
          <section className={page.stack} aria-label="What RawEx owes you">
            <h2 className={page.sectionTitle}>What RawEx owes you</h2>
            <div className={page.tiles}>
              {entries.balances.length === 0 ? (
                <StatCard label="Owed to you now" value="Nothing" />
              ) : (
                entries.balances.map(({ currency, balance }) => (
                  <StatCard
                    key={currency}
                    label={entries.balances.length > 1 ? `Owed to you now (${currency})` : 'Owed to you now'}
                    value={formatPrice(balance, currency)}
                  />
                ))
              )}
            </div>
            {lines.length === 0 ? (
              <EmptyState
                title="Nothing owed yet"
                description="Protected sales are owed to you once they are released."
              />
            ) : (
              <ul className={page.list} aria-label="Statement">
                {lines.map((line) => (
                  <li key={`${line.entryId}:${line.account}`} className={page.headerRow}>
                    <span>
                      {line.memo}
                      <span className={page.muted}> · {formatDate(line.postedAt)}</span>
                    </span>
                    <span>
                      {formatPrice(line.amount, line.currency)}{' '}
                      <span className={page.muted}>→ {formatPrice(line.balance, line.currency)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {payouts.length > 0 && (
              <ul className={page.list} aria-label="Your payouts">
                {payouts.map((payout) => {
                  const badge = PAYOUT_BADGES[payout.status];
                  return (
                    <li key={payout.id}>
                      <RecordCard
                        title={`Payout ${payout.endToEndId}`}
                        subtitle={`${formatPrice(payout.amount, payout.currency)} to ${payout.iban}`}
                        badges={<Badge tone={badge.tone}>{badge.label}</Badge>}
                        fields={[
                          { label: 'Sent', value: formatDate(payout.createdAt) },
                          {
                            label: 'Settled',
                            value: payout.settledAt ? formatDate(payout.settledAt) : 'Not yet',
                          },
                        ]}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
            {invoices.length > 0 && (
              <ul className={page.list} aria-label="Commission invoices">
                {invoices.map((invoice) => (
                  <li key={invoice.id}>
                    <RecordCard
                      title={`Commission invoice ${invoice.number}`}
                      subtitle={`Orders received in ${invoice.month}`}
                      fields={[
                        { label: 'Commission', value: formatPrice(invoice.net, invoice.currency) },
                        {
                          label: `VAT (${invoice.vatPercent}%)`,
                          value: formatPrice(invoice.vat, invoice.currency),
                        },
                        {
                          label: 'Deducted at release',
                          value: formatPrice(invoice.deducted, invoice.currency),
                        },
                        { label: 'To pay', value: formatPrice(invoice.due, invoice.currency) },
                      ]}
                      actions={
                        <span className={page.muted}>
                          <a href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                            PDF
                          </a>
                          {' · '}
                          <a
                            href={invoice.xmlUrl}
                            target="_blank"
                            rel="noreferrer"
                            aria-label={`Commission invoice ${invoice.number} as an e-invoice (UBL XML)`}
                          >
                            e-invoice
                          </a>
                        </span>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </Loaded>
  );
}
