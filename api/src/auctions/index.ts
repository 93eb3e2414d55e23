// What other domains may use of auctions: an auction as a firm sees it.
export { getAuction } from './auctions.service.ts';
export type { Auction, AuctionLot } from './auctions.contract.ts';
