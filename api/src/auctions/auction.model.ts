import { BaseModel } from '../platform/database/base-model.ts';
import type {
  AuctionDirection,
  AuctionVisibility,
  LotDecision,
  StepBasis,
  StepKind,
} from './auction-values.contract.ts';

/** A firm's timed auction: what it runs, in which direction, how bids step and what bidders see. */
export class Auction extends BaseModel {
  static override tableName = 'auctions';

  id!: number;
  ownerId!: string;
  direction!: AuctionDirection;
  title!: string;
  rfqId!: number | null;
  categoryId!: number | null;
  currency!: string;
  startsAt!: Date;
  scheduledEndsAt!: Date;
  endsAt!: Date;
  stepKind!: StepKind;
  stepValue!: string;
  stepFrom!: StepBasis;
  visibility!: AuctionVisibility;
  overtimeWindowSeconds!: number;
  overtimeExtendSeconds!: number;
  overtimeOnlyLeading!: boolean;
  overtimeMaxExtensions!: number | null;
  extensions!: number;
  invitedOnly!: boolean;
  createdBy!: string | null;
  createdAt!: Date;
}

/** A firm invited to bid on an auction that only invited firms may bid on. */
export class AuctionInvitation extends BaseModel {
  static override tableName = 'auction_invitations';
  static override idColumn = ['auctionId', 'companyId'];

  auctionId!: number;
  companyId!: string;
}

/** What an auction sells or buys, lot by lot, with its ceiling or reserve. */
export class AuctionLot extends BaseModel {
  static override tableName = 'auction_lots';

  id!: number;
  auctionId!: number;
  position!: number;
  title!: string;
  quantity!: number;
  unit!: string;
  incoterm!: string;
  incotermPlace!: string;
  incotermPlaceCode!: string | null;
  specifications!: Record<string, string | number | boolean>;
  limitPrice!: string | null;
  limitShown!: boolean;
  productId!: number | null;
  decision!: LotDecision | null;
  decisionReason!: string | null;
  decidedAt!: Date | null;
  decidedBy!: string | null;
  orderId!: number | null;
  awardedBidId!: string | null;
}

/** A bid as the database took it: never changed. */
export class AuctionBid extends BaseModel {
  static override tableName = 'auction_bids';

  id!: string;
  auctionId!: number;
  lotId!: number;
  bidderId!: string;
  placedBy!: string | null;
  price!: string;
  productId!: number | null;
  /** A forward bid's: the buyer's purchase-order number, which the award's order carries. */
  poNumber!: string | null;
  placedAt!: Date;
}
