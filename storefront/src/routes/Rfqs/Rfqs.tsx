import { ButtonLink, EmptyState, Loaded, RfqCard, RecordCardSkeleton } from '@rawex/ui-kit';
import { useRfqs } from '../../data/trade';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { rfqCard } from '../../trade/trade-format';
import * as page from '../../styles/page.css';

/** What a request's button offers: comparing takes two quotes at least. */
const actionLabel = (quotes: number | null) =>
  quotes !== null && quotes >= 2 ? 'Compare quotes' : quotes === 1 ? 'See the quote' : 'View';

function MyRequests() {
  const list = useRfqs({ scope: 'mine' });
  return (
    <Loaded
      data={list.items}
      failed={list.error && <LoadFailed title="Failed to load your requests" />}
      placeholder={<RecordCardSkeleton />}
      empty={
        <EmptyState
          title="No requests yet"
          description="Ask suppliers for a price on the quantity you need, on your delivery terms: they compete with quotes."
          actions={<ButtonLink href="/rfqs/new">Request a Quote</ButtonLink>}
        />
      }
    >
      {(requests) => (
        <>
          <ul className={page.list} aria-label="Your requests for quotation">
            {requests.map((rfq) => (
              <li key={rfq.id}>
                <RfqCard
                  {...rfqCard(rfq, `/rfqs/${rfq.id}`, 'buyer')}
                  action={
                    <ButtonLink size="small" tone="secondary" href={`/rfqs/${rfq.id}`}>
                      {actionLabel(rfq.quoteCount)}
                    </ButtonLink>
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore list={list} label="Load more requests" />
        </>
      )}
    </Loaded>
  );
}

/** A buyer's requests for quotation, newest first, with their state and how many quotes came. */
export default function Rfqs() {
  usePageTitle('Requests for Quotation');
  return (
    <div className={page.stack}>
      <header className={page.headerRow}>
        <h1 className={page.title}>Requests for Quotation</h1>
        <ButtonLink href="/rfqs/new">Request a Quote</ButtonLink>
      </header>
      <SignedIn>{() => <MyRequests />}</SignedIn>
    </div>
  );
}
