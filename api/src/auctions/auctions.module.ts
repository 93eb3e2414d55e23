import { describeAuctionEvents } from './auction-events.ts';
import { lapseUndecidedLotsJob } from './award-lapse.job.ts';
import { auctionRoutes } from './auctions.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import * as auctionsMigration from './migrations/20261220000000_auctions.ts';
import * as bidPoNumbersMigration from './migrations/20261221000000_forward_bid_po_numbers.ts';

/** What auctions bring to the app (gathered in `../domains.ts`). */
export const auctionsModule = {
  migrations: [
    { name: '20261220000000_auctions', ...auctionsMigration },
    { name: '20261221000000_forward_bid_po_numbers', ...bidPoNumbersMigration },
  ],
  routes: auctionRoutes,
  constraints: constraintMessages,
  jobs: [lapseUndecidedLotsJob],
  events: { 'auction.opened': describeAuctionEvents, 'auction.lot_decided': describeAuctionEvents },
  tags: [
    {
      name: 'Auctions',
      description:
        'Timed auctions: a buyer’s reverse auction that suppliers bid down, a supplier’s forward auction that buyers bid up.',
    },
  ],
};
