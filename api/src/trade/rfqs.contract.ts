import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { paymentPlanSchema } from '../payments/payment-plans.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
  userIdSchema,
} from '../platform/common.contract.ts';
import { priceSchema, specificationsSchema } from '../catalogue/products.contract.ts';
import { poNumberSchema, protectionChoiceSchema } from '../orders/orders.contract.ts';
import { responseRateSchema } from '../accounts/response-rate.contract.ts';
import {
  incotermSchema,
  keptPlaceFields,
  namesItsPlace,
  placeNamedWhereRequired,
  quotePlaceFields,
  requestPlaceFields,
} from './incoterm-places.contract.ts';
import { QUOTE_STATUSES, QUOTE_TOTAL_TOO_LARGE, RFQ_LIMITS, RFQ_STATUSES } from './trade-values.contract.ts';

export const rfqStatusSchema = z.enum(RFQ_STATUSES);
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max.toLocaleString('en-US')}`);

const quantitySchema = wholeNumber(1, 1_000_000_000);
export const bodyIdSchema = z
  .number({ error: 'must be an id' })
  .int('must be an id')
  .min(1, 'must be an id')
  .max(2_147_483_647, 'must be an id');
const requiredText = (max: number) => textSchema(max).pipe(z.string().min(1, 'is required'));
const futureTimeSchema = z.iso.datetime({ offset: true, error: 'must be a date and time with its offset' });

export const createRfqBodySchema = z
  .strictObject({
    title: requiredText(200),
    description: requiredText(5000),
    categoryId: bodyIdSchema,
    quantity: quantitySchema,
    unit: requiredText(40),
    targetPrice: priceSchema.optional().meta({ description: 'The unit price you hope for, if you say.' }),
    currency: currencyCodeSchema
      .optional()
      .meta({ description: 'What the target price is in; absent: your firm’s currency.' }),
    incoterm: incotermSchema,
    ...requestPlaceFields,
    destination: requiredText(300).meta({ description: 'The port or place of delivery.' }),
    neededBy: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
    expiresAt: futureTimeSchema.meta({
      description: `When it stops taking quotes: ${RFQ_LIMITS.minExpiryHours} hour to ${RFQ_LIMITS.maxExpiryDays} days ahead.`,
    }),
    maxQuotes: wholeNumber(1, RFQ_LIMITS.maxQuotes)
      .default(RFQ_LIMITS.defaultMaxQuotes)
      .meta({ description: 'It stops taking quotes when it has this many (default 10).' }),
    vendorId: userIdSchema
      .optional()
      .meta({ description: 'A direct request to this one supplier; absent: every supplier may quote.' }),
    specifications: specificationsSchema
      .optional()
      .meta({ description: 'What the goods must meet: grade, moisture, purity …' }),
  })
  .refine(namesItsPlace, placeNamedWhereRequired)
  .meta({ id: 'CreateRfqRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CreateRfqRequest = z.input<typeof createRfqBodySchema>;
export type CreateRfqBody = z.output<typeof createRfqBodySchema>;

const partySchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'The company’s name, or the person’s.' }),
  location: z.string().nullable(),
});

export const quoteVersionSchema = z
  .object({
    version: z.number().int(),
    unitPrice: z.string(),
    currency: currencyCodeSchema.meta({ description: 'What its prices are in.' }),
    quantity: z.number().int(),
    totalPrice: z.string(),
    validUntil: timestampSchema,
    leadTimeDays: z.number().int(),
    incoterm: incotermSchema,
    ...keptPlaceFields,
    paymentPlan: paymentPlanSchema
      .nullable()
      .meta({ description: 'Structured terms; null: the supplier’s default.' }),
    notes: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'QuoteVersion' });

export const quoteSchema = z
  .object({
    id: z.number().int(),
    rfqId: z.number().int(),
    status: quoteStatusSchema,
    ...quoteVersionSchema.shape,
    vendor: partySchema.extend({
      isVerified: z.boolean(),
      rating: z.number().nullable(),
      reviewCount: z.number().int(),
      responseRate: responseRateSchema,
    }),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      images: z.array(z.string()),
    }),
    orderId: z.number().int().nullable().meta({ description: 'The order placed on it, once accepted.' }),
    updatedAt: timestampSchema,
    history: z
      .array(quoteVersionSchema)
      .meta({ description: 'Every version, the first first; the last is the quote as it is now.' }),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);

export const rfqSchema = z
  .object({
    id: z.number().int(),
    buyer: partySchema,
    vendorId: z
      .string()
      .nullable()
      .meta({ description: 'The one supplier a direct request is addressed to.' }),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    title: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    unit: z.string(),
    targetPrice: z.string().nullable(),
    currency: currencyCodeSchema.meta({ description: 'What the target price is in.' }),
    incoterm: incotermSchema,
    ...keptPlaceFields,
    destination: z.string(),
    neededBy: z.string().nullable(),
    expiresAt: timestampSchema,
    maxQuotes: z.number().int(),
    specifications: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    status: rfqStatusSchema,
    acceptingQuotes: z
      .boolean()
      .meta({ description: 'Open, not past its time and short of maxQuotes: a supplier may quote.' }),
    quoteCount: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Quotes received (withdrawn ones aside), for its buyer; null for suppliers.' }),
    awardedQuoteId: z.number().int().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Rfq' });
export type Rfq = z.infer<typeof rfqSchema>;
export const rfqListSchema = z.array(rfqSchema);

export const rfqDetailSchema = rfqSchema
  .extend({
    quotes: quoteListSchema.meta({
      description: 'For its buyer, every quote; for a supplier, only its own.',
    }),
  })
  .meta({ id: 'RfqDetail' });
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

export const RFQ_SCOPES = ['mine', 'open', 'direct'] as const;
export type RfqScope = (typeof RFQ_SCOPES)[number];

export const rfqListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  scope: z.enum(RFQ_SCOPES).optional().meta({
    description:
      'mine: the requests you posted (a buyer’s default); open: the open requests you may quote, public and addressed to you (a supplier’s default); direct: every request addressed to you.',
  }),
  categoryId: integerIdSchema.optional(),
  search: textSchema(200).optional().meta({ description: 'Words of the title or description.' }),
  status: rfqStatusSchema.optional().meta({ description: 'With mine or direct.' }),
  sort: z
    .enum(['newest', 'closing'])
    .default('newest')
    .meta({ description: 'newest first, or closing soonest first.' }),
});
export type RfqListQuery = z.output<typeof rfqListQuerySchema>;

export const rfqPathSchema = z.strictObject({ id: integerIdSchema });
export const quotePathSchema = z.strictObject({ id: integerIdSchema });

const quoteFields = {
  unitPrice: priceSchema,
  currency: currencyCodeSchema.optional().meta({
    description:
      'What the quote’s prices are in, and the order’s will be; absent: the product’s currency (on a revision: the quote’s).',
  }),
  quantity: quantitySchema,
  validUntil: futureTimeSchema.meta({ description: 'In the future.' }),
  leadTimeDays: wholeNumber(0, RFQ_LIMITS.maxLeadTimeDays).meta({
    description: 'Days from the order to dispatch.',
  }),
  incoterm: incotermSchema,
  ...quotePlaceFields,
  paymentPlan: paymentPlanSchema.optional().meta({
    description:
      'How the order is paid, as the pro-forma and invoice will say; without it, the supplier’s default.',
  }),
  notes: textSchema(2000).optional(),
};

/** A quote's total must fit the order it may become: unit price × quantity, counted in cents. */
function totalWithinLimit(quote: { unitPrice: string; quantity: number }, context: z.RefinementCtx): void {
  const totalCents = BigInt(quote.unitPrice.replace('.', '')) * BigInt(quote.quantity);
  if (totalCents > BigInt(RFQ_LIMITS.maxQuoteTotalCents)) {
    context.addIssue({
      code: 'custom',
      path: ['quantity'],
      message: QUOTE_TOTAL_TOO_LARGE,
    });
  }
}

export const createQuoteBodySchema = z
  .strictObject({
    productId: bodyIdSchema.meta({
      description: 'One of your listed products: an accepted quote becomes an order of it.',
    }),
    ...quoteFields,
  })
  .superRefine(totalWithinLimit)
  .meta({ id: 'CreateQuoteRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CreateQuoteRequest = z.input<typeof createQuoteBodySchema>;
export type CreateQuoteBody = z.output<typeof createQuoteBodySchema>;

export const reviseQuoteBodySchema = z
  .strictObject(quoteFields)
  .superRefine(totalWithinLimit)
  .meta({ id: 'ReviseQuoteRequest', description: 'The whole quote as revised: a new version.' });
/** What a client sends (before the API's defaults and transforms). */
export type ReviseQuoteRequest = z.input<typeof reviseQuoteBodySchema>;
export type ReviseQuoteBody = z.output<typeof reviseQuoteBodySchema>;

export const acceptQuoteBodySchema = z
  .strictObject({
    version: z
      .number({ error: 'must be the version of the quote you saw' })
      .int('must be the version of the quote you saw')
      .min(1, 'must be the version of the quote you saw')
      .meta({
        description:
          'The version of the quote the buyer saw (its `version`). If the supplier has revised it since, nothing is ordered: 409 quote_changed.',
        example: 2,
      }),
    shippingAddress: textSchema(500)
      .pipe(z.string().min(1, 'cannot be empty'))
      .optional()
      .meta({ description: 'Where to ship; absent: the request’s destination.' }),
    notes: textSchema(2000).optional(),
    poNumber: poNumberSchema.optional(),
    protection: protectionChoiceSchema.optional(),
  })
  .meta({ id: 'AcceptQuoteRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type AcceptQuoteRequest = z.input<typeof acceptQuoteBodySchema>;
export type AcceptQuoteBody = z.output<typeof acceptQuoteBodySchema>;

export const declineQuoteBodySchema = z
  .strictObject({ reason: textSchema(500).optional() })
  .meta({ id: 'DeclineQuoteRequest' });

export const quoteListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: quoteStatusSchema.optional(),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

/** A supplier's own quote in its list, with the request it answers. */
export const supplierQuoteSchema = quoteSchema
  .extend({ rfq: z.object({ id: z.number().int(), title: z.string(), status: rfqStatusSchema }) })
  .meta({ id: 'SupplierQuote' });
export type SupplierQuote = z.infer<typeof supplierQuoteSchema>;
export const supplierQuoteListSchema = z.array(supplierQuoteSchema);
