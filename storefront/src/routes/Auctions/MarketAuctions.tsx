import { lazy } from 'react';
import type { Auction, AuctionState } from '@rawex/api/contracts';
import { AUCTION_STATE_LABELS } from '@rawex/api/contracts/auction-values';
import {
  ButtonLink,
  EmptyState,
  formatDateTime,
  Loaded,
  RecordCard,
  RecordCardSkeleton,
  Tabs,
} from '@rawex/ui-kit';
import { useAuctionList } from '../../data/auctions';
import { useSession } from '../../data/session';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';
import { DialogButton } from '../../forms/DialogButton';

// Opened on demand only: the dialog's code (its form, selects and the auction contract) is fetched then.
const SellByAuctionDialog = lazy(() => import('./SellByAuctionDialog'));

const TABS: readonly { state: AuctionState; label: string; empty: string }[] = [
  { state: 'live', label: 'Live', empty: 'No auction your firm may bid on or runs is live.' },
  { state: 'scheduled', label: 'Upcoming', empty: 'Nothing scheduled yet.' },
  { state: 'closed', label: 'Closed', empty: 'No closed auction waits for an award.' },
  { state: 'decided', label: 'Decided', empty: 'No auction has every lot decided yet.' },
];

/** An auction's card: what it trades, who runs it, where the visitor's firm stands, when it closes. */
function AuctionCard({ auction }: { auction: Auction }) {
  const leading = auction.lots.filter((lot) => lot.yourBid?.rank === 1).length;
  const bidOn = auction.lots.filter((lot) => lot.yourBid).length;
  return (
    <RecordCard
      title={auction.title}
      titleHref={`/auction/${auction.id}`}
      subtitle={`${auction.direction === 'reverse' ? 'Reverse' : 'Forward'} auction by ${auction.owner.name}`}
      fields={[
        { label: 'Lots', value: String(auction.lots.length) },
        {
          label: auction.state === 'scheduled' ? 'Opens' : 'Closes',
          value: formatDateTime(auction.state === 'scheduled' ? auction.startsAt : auction.endsAt),
        },
        {
          label: auction.role === 'owner' ? 'Bidders' : 'Your bids',
          value:
            auction.role === 'owner'
              ? String(Math.max(0, ...auction.lots.map((lot) => lot.bidders)))
              : bidOn
                ? `${bidOn} lots, leading ${leading}`
                : 'None yet',
        },
        { label: 'State', value: AUCTION_STATE_LABELS[auction.state] },
      ]}
      actions={
        <ButtonLink size="small" href={`/auction/${auction.id}`}>
          {auction.state === 'live' && auction.role === 'bidder' ? 'Enter the room' : 'Open'}
        </ButtonLink>
      }
    />
  );
}

function AuctionList({ state, empty }: { state: AuctionState; empty: string }) {
  const list = useAuctionList(state);
  return (
    <Loaded
      data={list.items}
      failed={list.error && <LoadFailed title="Failed to load the auctions" />}
      placeholder={<RecordCardSkeleton />}
      empty={<EmptyState title="No Auctions Found" description={empty} />}
    >
      {(auctions) => (
        <>
          <ul className={page.list} aria-label={`${state} auctions`}>
            {auctions.map((auction) => (
              <li key={auction.id}>
                <AuctionCard auction={auction} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} label="Load more auctions" />
        </>
      )}
    </Loaded>
  );
}

/** The auctions console on real data: those the visitor's firm runs, is invited to or may bid on. */
export function MarketAuctions() {
  usePageTitle('Auctions');
  const { user } = useSession();
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <div className={page.headerRow}>
          <h1 className={page.title}>Auctions</h1>
          {user?.role === 'vendor' && (
            <DialogButton
              label="Sell a lot by auction"
              dialog={(close) => <SellByAuctionDialog firmId={user.companyId} onClose={close} />}
            />
          )}
        </div>
        <p className={page.subtitle}>Reverse auctions buyers run and lots suppliers sell, live.</p>
      </header>
      <Tabs.Root defaultValue="live">
        <Tabs.List aria-label="Auctions by state">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.state} value={tab.state}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.state} value={tab.state}>
            <AuctionList state={tab.state} empty={tab.empty} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
