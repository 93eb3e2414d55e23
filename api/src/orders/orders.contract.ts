import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { paymentPlanSchema } from '../payments/payment-plans.contract.ts';
import { orderPaymentSchema } from '../payments/payments.contract.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-states.contract.ts';
import { INCOTERM_CODES, NAMED_PLACES } from '../catalogue/incoterms.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
  userIdSchema,
} from '../platform/common.contract.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export { ORDER_STATUSES, type OrderStatus };

export const orderItemSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    quantity: z.number().int(),
    unitPrice: z.string(),
    totalPrice: z.string(),
    product: z.object({
      name: z.string(),
      images: z.array(z.string()),
      unit: z
        .string()
        .meta({ description: 'What the quantity counts, as the product is sold.', example: 'metric ton' }),
    }),
  })
  .meta({ id: 'OrderItem' });

/** Who carries cost and risk from where, under the order's rule at its named place. */
export const deliveryTermsSchema = z
  .object({
    terms: z.string().meta({ example: 'CIF Rotterdam (Incoterms 2020)' }),
    namedPlace: z.enum(NAMED_PLACES),
    risk: z.string().meta({ description: 'Where the risk passes to the buyer.' }),
    costs: z.string().meta({ description: 'Who pays the carriage, the insurance and the clearances.' }),
  })
  .meta({ id: 'DeliveryTerms' });

export const orderSchema = z
  .object({
    id: z.number().int(),
    buyerId: z.string().meta({ description: 'The buying firm.' }),
    vendorId: z.string().meta({ description: 'The selling firm.' }),
    placedBy: z.string().nullable().meta({
      description: 'The member of the buying firm who placed it (null once their account is gone).',
    }),
    poNumber: z.string().nullable().meta({ description: 'The buying firm’s purchase-order number.' }),
    status: orderStatusSchema,
    totalAmount: z
      .string()
      .meta({ description: 'The sum of the items, a decimal string.', example: '2100.00' }),
    currency: currencyCodeSchema.meta({
      description:
        'The trade’s currency: every amount of the order, its documents, payments and payouts is in it.',
    }),
    shippingAddress: z.string(),
    notes: z.string().nullable(),
    isSample: z.boolean().meta({
      description:
        'A sample order: one product’s sample, outside its minimum order (POST /products/{id}/sample).',
    }),
    protected: z.boolean().meta({
      description:
        'Under trade protection: paid into the marketplace’s collection account and held until received (POST /orders/{id}/protection).',
    }),
    commission: z.string().meta({
      description:
        'The marketplace’s commission on its lines, frozen when it was placed (the supplier’s cost).',
      example: '52.50',
    }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema.meta({ description: 'Moves with every status change.' }),
    confirmBy: timestampSchema.nullable().meta({
      description:
        'While pending: when it is cancelled (its stock put back, nothing owed) unless its supplier confirms it first (RAWEX_ORDER_CONFIRM_HOURS after it was placed); null once it has moved on.',
    }),
    items: z.array(orderItemSchema),
    vendor: z.object({ companyName: z.string().nullable(), location: z.string().nullable() }),
    buyer: z
      .object({ companyName: z.string().meta({ description: 'The buying firm’s trading name.' }) })
      .meta({ description: 'The buying firm, as its supplier sees it.' }),
    payment: orderPaymentSchema
      .extend({
        plan: paymentPlanSchema,
        terms: z
          .string()
          .meta({ description: 'The plan in words.', example: '30% deposit, balance before shipment' }),
        reference: z.string().nullable().meta({
          description: 'The ISO 11649 reference to quote with the transfer, from the pro-forma on.',
          example: 'RF18RX00000042',
        }),
      })
      .meta({ description: 'What the order is paid on, what has arrived and its payment state.' }),
    terms: z
      .object({
        quoteId: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'The quote accepted; null for an auction’s award.' }),
        incoterm: z.enum(INCOTERM_CODES),
        incotermPlace: z.string().meta({ description: 'The rule’s named place.', example: 'Rotterdam' }),
        incotermPlaceCode: z
          .string()
          .nullable()
          .meta({ description: 'Its UN/LOCODE, if given.', example: 'NLRTM' }),
        delivery: deliveryTermsSchema,
        leadTimeDays: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'As quoted; null for an auction’s award.' }),
      })
      .nullable()
      .meta({
        description:
          'For an order placed on an accepted quote or an auction’s award: the terms agreed; null for a checkout’s.',
      }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

/** Trade protection chosen as the order is placed, at checkout or when accepting a quote. */
export const protectionChoiceSchema = z.boolean().meta({
  description:
    'Put the orders under trade protection: paid into the marketplace’s collection account and held until received (409 protection_unavailable when none is offered). A purchase that waits for an approver keeps the choice: its approval places the orders protected.',
});

/** A buying firm's purchase-order number, given at checkout or when accepting a quote. */
export const poNumberSchema = textSchema(60)
  .pipe(z.string().min(1, 'cannot be empty'))
  .meta({ description: 'Your purchase-order number; required when your company says so.' });

export const checkoutBodySchema = z
  .strictObject({
    shippingAddress: textSchema(500).pipe(z.string().min(1, 'is required')),
    notes: textSchema(2000).optional(),
    poNumber: poNumberSchema.optional(),
    protection: protectionChoiceSchema.optional(),
  })
  .meta({ id: 'CheckoutRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CheckoutRequest = z.input<typeof checkoutBodySchema>;

export const checkoutResultSchema = z.object({ orders: z.array(orderSchema) }).meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const orderListQuerySchema = z
  .strictObject({
    ...paginationQuerySchema.shape,
    buyerId: userIdSchema.optional().meta({
      description: 'The company you act for (`companyId` of `GET /api/auth/me`): the orders it placed.',
    }),
    vendorId: userIdSchema
      .optional()
      .meta({ description: 'The company you act for: the orders placed with it.' }),
    status: orderStatusSchema.optional(),
    search: textSchema(200).optional().meta({
      description:
        'An order number (000042 or 42), the other side’s firm (the supplier with buyerId, the buyer with vendorId) or a product name.',
    }),
  })
  .refine((query) => (query.buyerId === undefined) !== (query.vendorId === undefined), {
    path: ['buyerId'],
    message: 'give buyerId or vendorId (one of them)',
  });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderPathSchema = z.strictObject({ id: integerIdSchema });

export const updateOrderStatusBodySchema = z
  .strictObject({ status: orderStatusSchema })
  .meta({ id: 'UpdateOrderStatusRequest' });

export const rateVendorBodySchema = z
  .strictObject({
    rating: z
      .number({ error: 'must be a whole number from 1 to 5' })
      .int('must be a whole number from 1 to 5')
      .min(1, 'must be a whole number from 1 to 5')
      .max(5, 'must be a whole number from 1 to 5'),
    review: textSchema(2000).optional(),
  })
  .meta({ id: 'RateVendorRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type RateVendorRequest = z.input<typeof rateVendorBodySchema>;

export const checkoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'cannot be empty')
    .max(255, 'must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional()
    .meta({
      description:
        'Any unique string per checkout (a UUID): a retry with the same key answers the first result.',
    }),
});
