import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { priceSchema, specificationsSchema } from '../catalogue/products.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
  userIdSchema,
} from '../platform/common.contract.ts';
import {
  incotermPlaceCodeSchema,
  incotermPlaceSchema,
  incotermSchema,
  keptPlaceFields,
} from '../trade/incoterm-places.contract.ts';
import { bodyIdSchema } from '../trade/rfqs.contract.ts';
import { poNumberSchema } from '../orders/orders.contract.ts';
import {
  AUCTION_DIRECTIONS,
  AUCTION_LIMITS,
  AUCTION_STATES,
  AUCTION_VISIBILITIES,
  LOT_DECISIONS,
  OVERTIME_DEFAULTS,
  STEP_BASES,
  STEP_KINDS,
} from './auction-values.contract.ts';

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
const requiredText = (max: number) => textSchema(max).pipe(z.string().min(1, 'is required'));
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max.toLocaleString('en-US')}`);
const timeSchema = z.iso.datetime({ offset: true, error: 'must be a date and time with its offset' });

export const auctionPathSchema = z.object({ id: integerIdSchema });
export const auctionLotPathSchema = z.object({ id: integerIdSchema, lotId: integerIdSchema });

const lotBodySchema = z.strictObject({
  title: requiredText(200),
  quantity: wholeNumber(1, 1_000_000_000),
  unit: requiredText(40),
  incoterm: incotermSchema,
  incotermPlace: incotermPlaceSchema,
  incotermPlaceCode: incotermPlaceCodeSchema.optional(),
  specifications: specificationsSchema.optional(),
  ceilingPrice: priceSchema
    .optional()
    .meta({ description: 'Reverse only: the highest unit price the buyer will pay.' }),
  reservePrice: priceSchema
    .optional()
    .meta({ description: 'Forward only: the lowest unit price the supplier will sell at.' }),
  productId: bodyIdSchema.optional().meta({
    description:
      'Forward only, required: the supplier’s own listed product the lot is of, which the award orders.',
  }),
  showLimit: z.boolean().default(false).meta({
    description:
      'Show bidders the ceiling or reserve (and refuse bids beyond it); hidden, bids beyond it are taken but a lot is awarded beyond it only with a reason.',
  }),
});

const stepSchema = z
  .strictObject({
    kind: oneOf(STEP_KINDS),
    value: z
      .string({ error: 'must be a number' })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be a number with at most 2 decimals')
      .refine((value) => Number(value) > 0, 'must be more than 0'),
    from: oneOf(STEP_BASES).meta({
      description:
        'own: each bid beats the bidder’s own last bid by the step, so a bidder may climb ranks without leading; leading: each bid beats the leading bid by the step.',
    }),
  })
  .refine((step) => step.kind !== 'percent' || Number(step.value) <= AUCTION_LIMITS.maxStepPercent, {
    path: ['value'],
    error: `must be at most ${AUCTION_LIMITS.maxStepPercent} percent`,
  });

const overtimeSeconds = wholeNumber(0, AUCTION_LIMITS.maxOvertimeSeconds);
const overtimeSchema = z.strictObject({
  windowSeconds: overtimeSeconds.meta({ description: 'A bid this close to the close extends it.' }),
  extendSeconds: overtimeSeconds.meta({ description: 'By how much.' }),
  onlyLeading: z.boolean().default(false).meta({ description: 'Only a bid that takes the lead extends.' }),
  maxExtensions: wholeNumber(0, AUCTION_LIMITS.maxExtensions)
    .optional()
    .meta({ description: 'At most this many extensions; absent: no cap.' }),
});

export const createAuctionBodySchema = z
  .strictObject({
    direction: oneOf(AUCTION_DIRECTIONS).meta({
      description: 'reverse: a buyer’s, prices go down; forward: a supplier’s, prices go up.',
    }),
    title: requiredText(200),
    rfqId: bodyIdSchema
      .optional()
      .meta({ description: 'Reverse only: the buyer’s open request for quotation it runs for.' }),
    categoryId: bodyIdSchema
      .optional()
      .meta({ description: 'What it sells or buys; required when open to every verified bidder.' }),
    currency: currencyCodeSchema,
    startsAt: timeSchema,
    endsAt: timeSchema,
    lots: z
      .array(lotBodySchema)
      .min(1, 'must list a lot')
      .max(AUCTION_LIMITS.maxLots, `can list at most ${AUCTION_LIMITS.maxLots} lots`),
    step: stepSchema,
    visibility: oneOf(AUCTION_VISIBILITIES).meta({
      description:
        'What bidders see: rank (their own only), leading_price (and the leading price), ranking (every price by rank, no names).',
    }),
    overtime: overtimeSchema.default({ ...OVERTIME_DEFAULTS, onlyLeading: false }),
    invitedCompanyIds: z
      .array(userIdSchema)
      .min(1, 'must name a firm, or leave the auction open')
      .max(AUCTION_LIMITS.maxInvited, `can name at most ${AUCTION_LIMITS.maxInvited} firms`)
      .refine((ids) => new Set(ids).size === ids.length, 'names a firm twice')
      .optional()
      .meta({ description: 'Only these firms bid; absent: every verified bidder of its category may.' }),
  })
  .meta({ id: 'CreateAuctionRequest' });
export type CreateAuctionRequest = z.input<typeof createAuctionBodySchema>;
export type CreateAuctionBody = z.output<typeof createAuctionBodySchema>;

export const placeBidBodySchema = z.strictObject({
  lotId: bodyIdSchema,
  price: priceSchema.meta({ description: 'A unit price in the auction’s currency.' }),
  productId: bodyIdSchema.optional().meta({
    description: 'Reverse only, required: which of your listed products you offer, which the award orders.',
  }),
  poNumber: poNumberSchema.optional().meta({
    description:
      'Forward only: your firm’s purchase-order number, which the order placed by the award carries (required when your firm asks for one on every purchase).',
  }),
});
export type PlaceBidBody = z.output<typeof placeBidBodySchema>;

export const auctionListQuerySchema = paginationQuerySchema.extend({
  state: oneOf(AUCTION_STATES).optional(),
  direction: oneOf(AUCTION_DIRECTIONS).optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'true: only your firm’s own auctions.' }),
});
export type AuctionListQuery = z.output<typeof auctionListQuerySchema>;

const rankedSchema = z.object({
  rank: z.number().int(),
  bidId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The bid, which the owner awards by: to the owner, and to its bidder.' }),
  price: z.string(),
  yours: z.boolean(),
  bidder: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .meta({ description: 'Who: to the owner only.' }),
  at: timestampSchema,
});

export const auctionLotSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    title: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    incoterm: incotermSchema,
    ...keptPlaceFields,
    specifications: specificationsSchema,
    ceilingPrice: z.string().nullable().meta({ description: 'Reverse: to the owner, or to all when shown.' }),
    reservePrice: z.string().nullable().meta({ description: 'Forward: to the owner, or to all when shown.' }),
    limitShown: z.boolean(),
    bidders: z.number().int().meta({ description: 'How many firms have bid on it.' }),
    leadingPrice: z
      .string()
      .nullable()
      .meta({ description: 'The best price: to the owner, and to bidders unless they see only their rank.' }),
    yourBid: z
      .object({ price: z.string(), rank: z.number().int(), at: timestampSchema, meetsLimit: z.boolean() })
      .nullable()
      .meta({ description: 'Your firm’s standing bid and its rank (1 leads).' }),
    nextBid: z
      .object({ price: z.string(), rule: z.enum(['at_most', 'at_least']) })
      .nullable()
      .meta({
        description:
          'What your next bid must reach; null: any price within the limit, or (closed) no bid is taken.',
      }),
    decision: oneOf(LOT_DECISIONS).nullable().meta({ description: 'Once the owner decided the lot.' }),
    awarded: z
      .object({
        bidId: z.number().int(),
        price: z.string(),
        orderId: z.number().int().nullable(),
        yours: z.boolean(),
      })
      .nullable()
      .meta({
        description:
          'The bid awarded and its order: to the owner and the winner; to others, only that it was not theirs.',
      }),
    ranking: z.array(rankedSchema).nullable().meta({
      description: 'Every standing bid by rank: to the owner, and to bidders when visibility is ranking.',
    }),
  })
  .meta({ id: 'AuctionLot' });

export const auctionSchema = z
  .object({
    id: z.number().int(),
    direction: oneOf(AUCTION_DIRECTIONS),
    title: z.string(),
    owner: z.object({ id: z.string(), name: z.string() }),
    rfqId: z.number().int().nullable(),
    categoryId: z.number().int().nullable(),
    currency: currencyCodeSchema,
    state: oneOf(AUCTION_STATES),
    startsAt: timestampSchema,
    endsAt: timestampSchema.meta({ description: 'The close, as overtime has moved it.' }),
    scheduledEndsAt: timestampSchema,
    serverTime: timestampSchema.meta({
      description: 'The database’s clock as it answered: count down from it.',
    }),
    step: z.object({ kind: oneOf(STEP_KINDS), value: z.string(), from: oneOf(STEP_BASES) }),
    visibility: oneOf(AUCTION_VISIBILITIES),
    overtime: z.object({
      windowSeconds: z.number().int(),
      extendSeconds: z.number().int(),
      onlyLeading: z.boolean(),
      maxExtensions: z.number().int().nullable(),
    }),
    extensions: z.number().int(),
    awardBy: timestampSchema.meta({
      description: 'The owner decides each lot before this, or it lapses unawarded.',
    }),
    invitedOnly: z.boolean(),
    role: z.enum(['owner', 'bidder']).meta({ description: 'Yours: the owner’s firm, or one that may bid.' }),
    lots: z.array(auctionLotSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Auction' });
export type Auction = z.infer<typeof auctionSchema>;
export type AuctionLot = z.infer<typeof auctionLotSchema>;
export const auctionListSchema = z.array(auctionSchema);

export const placedBidSchema = z
  .object({
    id: z.number().int(),
    lotId: z.number().int(),
    price: z.string(),
    at: timestampSchema.meta({ description: 'When the database accepted it.' }),
    endsAt: timestampSchema.meta({ description: 'The close after it: later when it fell in overtime.' }),
    lot: auctionLotSchema.meta({ description: 'The lot as you see it now.' }),
  })
  .meta({ id: 'PlacedBid' });
export type PlacedBid = z.infer<typeof placedBidSchema>;

export const auctionEventsHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/, 'must be the id of an event this stream sent')
    .optional()
    .meta({
      description: 'Resuming: the last event received; the state is sent again only if a bid came since.',
    }),
});
