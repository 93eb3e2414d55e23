import type { SampleAuction } from '@rawex/api/contracts';
import { AUCTION_CATEGORIES } from '@rawex/api/contracts/console-values';
import { Badge, Button, formatQuantity, ProgressBar, RecordCard, StatGrid } from '@rawex/ui-kit';
import { useState } from 'react';
import { useAuctions, useAuctionWatchlist } from '../../data/samples';
import { useSession } from '../../data/session';
import { PageLoading } from '../../loading/PageLoading';
import { MarketAuctions } from './MarketAuctions';
import AuctionRoom from '../AuctionRoom/AuctionRoom';
import { useParams } from 'react-router-dom';
import { statusLabel, toneOf, formatSampleMoney } from '../../consoles/format';
import { notOnSampleData } from '../../consoles/not-on-sample-data';
import { RecordList } from '../../consoles/RecordList';
import { SampleConsole } from '../../consoles/SampleConsole';
import { SearchFilters, useSearchFilters } from '../../consoles/SearchFilters';
import { useNow } from '../../consoles/use-now';
import * as page from '../../styles/page.css';
import { bidProgress, canBid, canWatch, nextBid, timeLeft } from './rules';

interface Filters {
  search: string;
  category: string;
}

interface WatchState {
  watched: ReadonlySet<string>;
  toggle: (id: string) => void;
}

function AuctionCard({ auction, watch }: { auction: SampleAuction; watch: WatchState }) {
  const watching = watch.watched.has(auction.id);
  const now = useNow();
  return (
    <RecordCard
      title={auction.commodity}
      subtitle={`${auction.sellerName} · ${auction.location}`}
      image={auction.images[0]}
      badges={<Badge tone={toneOf(auction.status)}>{statusLabel(auction.status)}</Badge>}
      fields={[
        { label: 'Quantity', value: formatQuantity(auction.quantity, auction.unit) },
        { label: 'Current Bid', value: formatSampleMoney(auction.currentBid) },
        { label: 'Next Bid', value: formatSampleMoney(nextBid(auction)) },
        { label: 'Bids', value: `${auction.totalBids} · ${auction.watchers} watching` },
        {
          label: auction.status === 'upcoming' ? 'Starts in' : 'Time Left',
          value: (
            <span suppressHydrationWarning>
              {timeLeft(auction.status === 'upcoming' ? auction.startTime : auction.endTime, now)}
            </span>
          ),
        },
        { label: 'Terms', value: `${auction.shippingTerms} · ${auction.qualityGrade}` },
      ]}
      actions={
        <>
          {canBid(auction.status) && (
            <Button size="small" onClick={() => notOnSampleData('Bidding')}>
              Bid Now
            </Button>
          )}
          {canWatch(auction.status) && (
            <Button
              size="small"
              tone="secondary"
              aria-pressed={watching}
              onClick={() => watch.toggle(auction.id)}
            >
              {watching ? 'Watching' : 'Watch'}
            </Button>
          )}
        </>
      }
    >
      <ProgressBar label="Bid progress" value={bidProgress(auction)} tone="success" />
    </RecordCard>
  );
}

function AuctionList({
  status,
  filters,
  watch,
}: {
  status: SampleAuction['status'];
  filters: Filters;
  watch: WatchState;
}) {
  const { items, error } = useAuctions({
    status,
    search: filters.search,
    category: filters.category || undefined,
  });
  return (
    <RecordList
      label={`${statusLabel(status)} auctions`}
      items={items}
      error={error}
      errorTitle="Failed to load the auctions"
      emptyTitle="No Auctions Found"
      emptyDescription="Try another search or category."
      keyOf={(auction) => auction.id}
    >
      {(auction) => <AuctionCard auction={auction} watch={watch} />}
    </RecordList>
  );
}

function Watchlist({ filters, watch }: { filters: Filters; watch: WatchState }) {
  const { items, error } = useAuctions({ search: filters.search, category: filters.category || undefined });
  return (
    <RecordList
      label="Watched auctions"
      items={items?.filter((auction) => watch.watched.has(auction.id))}
      error={error}
      errorTitle="Failed to load the auctions"
      emptyTitle="No Auctions Found"
      emptyDescription="Watch an upcoming auction to find it here."
      keyOf={(auction) => auction.id}
    >
      {(auction) => <AuctionCard auction={auction} watch={watch} />}
    </RecordList>
  );
}

function useWatch(): WatchState {
  const { items: watchlist } = useAuctionWatchlist();
  const [changes, setChanges] = useState<ReadonlyMap<string, boolean>>(new Map());
  const watched = new Set(watchlist?.map((entry) => entry.auctionId));
  for (const [id, on] of changes) {
    if (on) watched.add(id);
    else watched.delete(id);
  }
  return {
    watched,
    toggle: (id) => setChanges((current) => new Map(current).set(id, !watched.has(id))),
  };
}

/** The spec's auctions console on its sample data, as visitors who are not signed in see it. */
function SampleAuctions() {
  const searchFilters = useSearchFilters();
  const filters = { search: searchFilters.query, category: searchFilters.category };
  const watch = useWatch();
  const { items: all, error } = useAuctions({});
  const tab = (status: SampleAuction['status'], label: string) => ({
    value: status,
    label,
    content: <AuctionList status={status} filters={filters} watch={watch} />,
  });
  const tabs = [
    tab('live', 'Live'),
    tab('ending_soon', 'Ending Soon'),
    tab('upcoming', 'Upcoming'),
    { value: 'watchlist', label: 'Watchlist', content: <Watchlist filters={filters} watch={watch} /> },
  ];
  const summary = (
    <div className={page.stack}>
      <StatGrid
        label="Auction overview"
        loading={!all && !error}
        error={error && 'Failed to load the auctions'}
        stats={
          all
            ? [
                { label: 'Live Auctions', value: all.filter((auction) => auction.status === 'live').length },
                {
                  label: 'Ending Soon',
                  value: all.filter((auction) => auction.status === 'ending_soon').length,
                },
                { label: 'Upcoming', value: all.filter((auction) => auction.status === 'upcoming').length },
                { label: 'Watching', value: watch.watched.size },
              ]
            : []
        }
      />
      <SearchFilters
        filters={searchFilters}
        searchLabel="Search auctions"
        placeholder="Commodity, seller..."
        categoryLabel="Category"
        categories={AUCTION_CATEGORIES}
        allLabel="All"
      />
    </div>
  );
  return (
    <SampleConsole
      title="Auctions"
      description="Bid on bulk lots from verified suppliers, live."
      actions={
        <>
          <Button size="small" onClick={() => notOnSampleData('Creating an auction')}>
            Create Auction
          </Button>
          <Button size="small" tone="secondary" onClick={() => notOnSampleData('Setting alerts')}>
            Set Alerts
          </Button>
        </>
      }
      summary={summary}
      tabs={tabs}
    />
  );
}

/**
 * Signed in, the auctions the visitor's firm may see; signed out, the sample console, labelled so.
 * With an id, one auction's room (in this chunk: the routes table stays as small as it was).
 */
export default function Auctions() {
  const room = useParams()['*'];
  const { user } = useSession();
  if (room) return <AuctionRoom id={room} />;
  if (user === undefined) return <PageLoading />;
  return user ? <MarketAuctions /> : <SampleAuctions />;
}
