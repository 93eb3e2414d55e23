import type { Receivables as OpenBalances } from '@rawex/api/contracts';
import { readAddress } from '@rawex/client';
import {
  Badge,
  ButtonLink,
  EmptyState,
  formatOrderNumber,
  formatPrice,
  Loaded,
  RecordCard,
  StatCard,
} from '@rawex/ui-kit';
import { useCompany } from '../../data/company';
import { useRead } from '../../data/read';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { PAYMENT_STATE_BADGES } from '../../orders/payment-states';
import { orderAddress } from '@rawex/api/contracts/page-addresses';
import * as page from '../../styles/page.css';
import { PaymentsDesk } from './PaymentsDesk';

type Side = 'receivables' | 'payables';

const WORDS = {
  receivables: {
    title: 'Receivables',
    owed: 'Owed to you',
    party: 'Buyer',
    none: 'Every order is paid.',
    reader: 'supplier',
  },
  payables: {
    title: 'Payables',
    owed: 'You owe',
    party: 'Supplier',
    none: 'You owe nothing.',
    reader: 'buyer',
  },
} as const;

function Balances({ side }: { side: Side }) {
  const { data, error } = useRead(readAddress(side === 'receivables' ? '/api/receivables' : '/api/payables'));
  return (
    <Loaded
      data={data}
      failed={error && <LoadFailed title={`Failed to load ${WORDS[side].title.toLowerCase()}`} />}
      placeholder={<BalancesView side={side} />}
    >
      {(data) => <BalancesView side={side} data={data} />}
    </Loaded>
  );
}

type Totals = OpenBalances['totals'][number];

/** What is open and overdue in one currency, by age; none open yet: nothing in the firm's own. */
function AgingTiles({ side, totals, several }: { side: Side; totals?: Totals; several?: boolean }) {
  const loading = !totals;
  const money = (amount: string) => totals && formatPrice(amount, totals.currency);
  const inCurrency = several && totals ? ` (${totals.currency})` : '';
  return (
    <div className={page.tiles}>
      <StatCard
        label={`${WORDS[side].owed}${inCurrency}`}
        value={money(totals?.open ?? '0')}
        loading={loading}
      />
      <StatCard label={`Overdue${inCurrency}`} value={money(totals?.overdue ?? '0')} loading={loading} />
      <StatCard label="Overdue 0–30 days" value={money(totals?.aging.days0to30 ?? '0')} loading={loading} />
      <StatCard label="31–60 days" value={money(totals?.aging.days31to60 ?? '0')} loading={loading} />
      <StatCard label="61–90 days" value={money(totals?.aging.days61to90 ?? '0')} loading={loading} />
      <StatCard label="Over 90 days" value={money(totals?.aging.over90 ?? '0')} loading={loading} />
    </div>
  );
}

const nothingOpen = (currency: string): Totals => ({
  currency,
  open: '0.00',
  overdue: '0.00',
  aging: { current: '0.00', days0to30: '0.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
});

/**
 * The balances, a row per currency the open orders are in (never added across), and the open
 * orders; while they are on their way, the balances show as loading.
 */
function BalancesView({ side, data }: { side: Side; data?: OpenBalances }) {
  const firmCurrency = useCompany().company?.currency ?? 'USD';
  const totals = data && (data.totals.length > 0 ? data.totals : [nothingOpen(firmCurrency)]);
  return (
    <>
      {totals ? (
        totals.map((each) => (
          <AgingTiles key={each.currency} side={side} totals={each} several={totals.length > 1} />
        ))
      ) : (
        <AgingTiles side={side} />
      )}
      {data && data.orders.length === 0 && <EmptyState title="Nothing open" description={WORDS[side].none} />}
      {data && data.orders.length > 0 && (
        <ul className={page.list} aria-label={`Open orders: ${WORDS[side].title.toLowerCase()}`}>
          {data.orders.map((entry) => {
            const state = PAYMENT_STATE_BADGES[entry.payment.state];
            return (
              <li key={entry.orderId}>
                <RecordCard
                  title={`Order #${formatOrderNumber(entry.orderId)}`}
                  titleHref={orderAddress(entry.orderId, WORDS[side].reader)}
                  subtitle={entry.counterparty}
                  badges={<Badge tone={state.tone}>{state.label}</Badge>}
                  fields={[
                    { label: 'Total', value: formatPrice(entry.total, entry.currency) },
                    { label: 'Paid', value: formatPrice(entry.payment.paid, entry.currency) },
                    { label: 'Outstanding', value: formatPrice(entry.payment.outstanding, entry.currency) },
                    {
                      label: 'Due',
                      value: entry.dueDate
                        ? `${entry.dueDate}${entry.daysOverdue ? ` · ${entry.daysOverdue} days late` : ''}`
                        : 'on its terms',
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
      {data && side === 'receivables' && <PaymentsDesk orders={data.orders} />}
    </>
  );
}

/** Open balances of one side of trade: what buyers owe a supplier, or what a buyer owes. */
export function ReceivablesPage({ side }: { side: Side }) {
  usePageTitle(WORDS[side].title);
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <h1 className={page.title}>{WORDS[side].title}</h1>
        <ButtonLink tone="secondary" href={side === 'receivables' ? '/vendor/orders' : '/orders'}>
          Orders
        </ButtonLink>
      </header>
      <SignedIn {...(side === 'receivables' ? { role: 'vendor' as const } : {})}>
        {() => <Balances side={side} />}
      </SignedIn>
    </div>
  );
}

/** `/vendor/receivables`: what buyers owe the supplier, by age. */
export default function Receivables() {
  return <ReceivablesPage side="receivables" />;
}
