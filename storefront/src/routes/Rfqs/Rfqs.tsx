import { ButtonLink, EmptyState, RfqCard, RecordCardSkeleton } from '@rawex/ui-kit';
import { useRfqs } from '../../data/trade';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { rfqCard } from '../../trade/trade-format';
import * as page from '../../styles/page.css';

function MyRequests() {
  const list = useRfqs({ scope: 'mine' });
  if (list.error) return <LoadFailed title="Failed to load your requests" />;
  if (!list.items) return <RecordCardSkeleton />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title="No requests yet"
        description="Ask suppliers for a price on the quantity you need, on your delivery terms: they compete with quotes."
        actions={<ButtonLink href="/rfqs/new">Request a Quote</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className={page.list} aria-label="Your requests for quotation">
        {list.items.map((rfq) => (
          <li key={rfq.id}>
            <RfqCard
              {...rfqCard(rfq, `/rfqs/${rfq.id}`, 'buyer')}
              action={
                <ButtonLink size="small" tone="secondary" href={`/rfqs/${rfq.id}`}>
                  {rfq.quoteCount ? 'Compare quotes' : 'View'}
                </ButtonLink>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Load more requests" />
    </>
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
