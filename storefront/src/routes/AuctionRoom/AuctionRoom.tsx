import type { Auction, AuctionLot } from '@rawex/api/contracts';
import {
  AUCTION_STATE_LABELS,
  DIRECTION_TERMS,
  LOT_DECISION_LABELS,
} from '@rawex/api/contracts/auction-values';
import { incotermWithPlace } from '@rawex/api/contracts/trade-values';
import {
  Badge,
  BidRanking,
  formatDate,
  formatDateTime,
  formatOrderNumber,
  formatPrice,
  formatQuantity,
  Loaded,
  RecordCard,
  Skeleton,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useLiveAuction } from '../../data/auctions';
import { LoadFailed } from '../../loading/LoadFailed';
import { NotFound } from '../../navigation/NotFound';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { useNow } from '../../consoles/use-now';
import { useNotFound } from '../../server-rendering/server-render';
import * as page from '../../styles/page.css';
import * as styles from './AuctionRoom.css';
import { clockOffset, countdown } from './auction-clock';
import { AwardForm } from './AwardForm';
import { BidForm } from './BidForm';

const STATE_TONE = { scheduled: 'info', live: 'success', closed: 'warning', decided: 'neutral' } as const;

/**
 * The close as the server's clock counts it down, every second; it says so when overtime moved it.
 * Mounted anew for each state (keyed by its server time), whose clock it measures the offset from.
 */
function Countdown({ auction }: { auction: Auction }) {
  const [offset] = useState(() => clockOffset(auction, Date.now()));
  const now = useNow(1_000) + offset;
  const { label, left } = countdown(auction, now);
  const moved = auction.extensions > 0 ? ` · extended ${auction.extensions}×` : '';
  return (
    <p role="timer" aria-live="off" className={page.subtitle} suppressHydrationWarning>
      <strong>{label === 'Closed' ? `Closed ${formatDateTime(auction.endsAt)}` : `${label} ${left}`}</strong>
      {moved}
    </p>
  );
}

/** What became of a closed lot, as the visitor's firm may know it. */
function decisionText(auction: Auction, lot: AuctionLot, money: (amount: string) => string): string {
  const { awarded } = lot;
  if (lot.decision !== 'awarded' || !awarded) return `${LOT_DECISION_LABELS[lot.decision!]}.`;
  const order = awarded.orderId ? `, order #${formatOrderNumber(awarded.orderId)}` : '';
  if (awarded.yours) return `Your bid won at ${money(awarded.price)}${order}.`;
  if (auction.role === 'bidder') return 'Awarded to another bid.';
  const winner = lot.ranking?.find((row) => row.bidId === awarded.bidId)?.bidder?.name;
  return `Awarded${winner ? ` to ${winner}` : ''} at ${money(awarded.price)}${order}.`;
}

const capitalized = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** A lot's figures as the visitor's firm may see them. */
function lotFields(auction: Auction, lot: AuctionLot) {
  const money = (amount: string) => formatPrice(amount, auction.currency);
  const limit = lot.ceilingPrice ?? lot.reservePrice;
  const yours = lot.yourBid;
  return [
    { label: 'Quantity', value: formatQuantity(lot.quantity, lot.unit) },
    { label: 'Terms', value: incotermWithPlace(lot.incoterm, lot.incotermPlace) },
    ...(limit
      ? [{ label: capitalized(DIRECTION_TERMS[auction.direction].limitWords), value: money(limit) }]
      : []),
    {
      label: 'Leading price',
      value: lot.leadingPrice ? money(lot.leadingPrice) : lot.bidders ? 'Hidden' : 'No bids yet',
    },
    { label: 'Bidders', value: String(lot.bidders) },
    ...(auction.role === 'bidder'
      ? [
          {
            label: 'Your bid',
            value: yours ? `${money(yours.price)} · rank ${yours.rank} of ${lot.bidders}` : 'None yet',
          },
        ]
      : []),
  ];
}

/** A lot's standing bids best first: the owner sees who, a bidder shown the ranking sees only its own. */
function Ranking({ auction, lot }: { auction: Auction; lot: AuctionLot }) {
  if (!lot.ranking) return null;
  return (
    <BidRanking
      caption={`Ranking of ${lot.title}`}
      rows={lot.ranking.map((row) => ({
        rank: row.rank,
        bidder: row.bidder?.name ?? (row.yours ? 'You' : 'Another bidder'),
        price: formatPrice(row.price, auction.currency),
        yours: row.yours,
      }))}
    />
  );
}

function Room({ id }: { id: number }) {
  const { data: auction, error, mutate } = useLiveAuction(id);
  usePageTitle(auction?.title ?? 'Auction');
  const notFound = useNotFound(error);
  return (
    <Loaded
      data={auction}
      failed={error && (notFound ? <NotFound /> : <LoadFailed title="Failed to load the auction" />)}
      placeholder={<Skeleton height="20rem" />}
    >
      {(shown) => (
        <div className={page.stack}>
          <header className={page.pageHeader}>
            <div className={page.headerRow}>
              <h1 className={page.title}>{shown.title}</h1>
              <Badge tone={STATE_TONE[shown.state]}>{AUCTION_STATE_LABELS[shown.state]}</Badge>
            </div>
            <p className={page.subtitle}>
              {shown.direction === 'reverse' ? 'Reverse auction' : 'Forward auction'} by {shown.owner.name} ·
              prices in {shown.currency}, {DIRECTION_TERMS[shown.direction].better} wins
            </p>
            <Countdown key={shown.serverTime} auction={shown} />
            {shown.role === 'owner' && shown.state === 'closed' && (
              <p className={page.subtitle}>
                Decide each lot by {formatDate(shown.awardBy)}, or it lapses unawarded.
              </p>
            )}
            {shown.role === 'owner' && (
              <p>
                <a className={styles.fileLink} href={`/api/auctions/${shown.id}/bids.csv`} download>
                  Download every bid (CSV)
                </a>
              </p>
            )}
          </header>
          <ul className={page.list} aria-label="Lots">
            {shown.lots.map((lot) => (
              <li key={lot.id}>
                <RecordCard
                  title={`Lot ${lot.position}: ${lot.title}`}
                  headingLevel="h2"
                  fields={lotFields(shown, lot)}
                  badges={
                    lot.awarded?.yours ? (
                      <Badge tone="success">Won</Badge>
                    ) : lot.decision === null && lot.yourBid?.rank === 1 ? (
                      <Badge tone="success">You lead</Badge>
                    ) : undefined
                  }
                >
                  {lot.decision && (
                    <p>
                      <strong>
                        {decisionText(shown, lot, (amount) => formatPrice(amount, shown.currency))}
                      </strong>
                    </p>
                  )}
                  {shown.role === 'owner' ? (
                    <>
                      <Ranking auction={shown} lot={lot} />
                      {shown.state === 'closed' && lot.decision === null && (
                        <AwardForm auction={shown} lot={lot} onDecided={() => mutate()} />
                      )}
                    </>
                  ) : shown.state === 'live' ? (
                    <BidForm
                      auction={shown}
                      lot={lot}
                      onPlaced={(next) => mutate(next, { revalidate: false })}
                    />
                  ) : null}
                </RecordCard>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Loaded>
  );
}

/**
 * An auction's room at /auction/{id}: its lots, where the visitor's firm stands, a countdown by
 * the server's clock, live.
 */
export default function AuctionRoom({ id: given }: { id: string }) {
  const id = /^\d{1,9}$/.test(given) ? Number(given) : NaN;
  return <SignedIn>{() => (Number.isInteger(id) && id > 0 ? <Room id={id} /> : <NotFound />)}</SignedIn>;
}
