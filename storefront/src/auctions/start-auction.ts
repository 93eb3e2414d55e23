import type { CreateAuctionBody } from '@rawex/api/contracts';
import { formatDateTime } from '@rawex/ui-kit';
import { useNavigate } from 'react-router-dom';
import { createAuction } from '../data/auctions';
import { notify } from '../notices/notify';

/** Creates an auction, says when it opens and closes (after `told`: who hears of it), and opens its room. */
export function useStartAuction(told: string) {
  const navigate = useNavigate();
  return async (body: CreateAuctionBody) => {
    const auction = await createAuction(body);
    notify({
      type: 'success',
      title: auction.state === 'scheduled' ? 'Auction scheduled' : 'Auction started',
      description: `${told}; it opens ${formatDateTime(auction.startsAt)} and closes ${formatDateTime(auction.endsAt)}.`,
    });
    navigate(`/auction/${auction.id}`);
  };
}
