import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
} from '../platform/common.contract.ts';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What waits for an approver: a checkout of a cart, a quote's acceptance, or a product's sample. */
export const APPROVAL_KINDS = ['checkout', 'quote', 'sample'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Why a purchase waits for an approver. */
export const APPROVAL_REASONS = ['monthly_limit', 'order_threshold', 'other_currency'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

const inFirmCurrency = (description: string) =>
  z.string().meta({ description: `In the firm’s currency (\`Company.currency\`). ${description}` });
const REASONS_SAID =
  'monthly_limit: it would take the purchaser past their monthly limit; order_threshold: an order passes the company’s per-order threshold; other_currency: an order is in a currency other than the firm’s, which its limits do not weigh.';

export const checkoutLimitsSchema = z
  .object({
    currency: currencyCodeSchema.meta({ description: 'The firm’s currency, which the limits are kept in.' }),
    monthlyLimit: inFirmCurrency(
      'What the member may place in a calendar month (UTC) without an approver.',
    ).nullable(),
    spentThisMonth: inFirmCurrency('What they placed this month in it, cancelled orders aside.'),
    monthlyLeft: inFirmCurrency('What is left of the monthly limit (never below 0).').nullable(),
    orderThreshold: inFirmCurrency(
      'An order over it waits for an approver, whoever places it within their limit.',
    ).nullable(),
  })
  .meta({ id: 'CheckoutLimits' });
export type CheckoutLimits = z.infer<typeof checkoutLimitsSchema>;

export const checkoutPreviewSchema = z
  .object({
    total: z.string().nullable().meta({
      description:
        'The cart at today’s prices, each line at its ladder’s rung, in `currency`; null when its goods are priced in several currencies (see `orders`).',
    }),
    currency: currencyCodeSchema.nullable(),
    orders: z
      .array(
        z.object({
          vendorId: z.string(),
          currency: currencyCodeSchema,
          total: z.string().meta({ description: 'This order’s total, in its currency.' }),
        }),
      )
      .meta({
        description: 'The orders the checkout would place: one per supplier and currency, the largest first.',
      }),
    approvalReasons: z.array(z.enum(APPROVAL_REASONS)).meta({
      description: `Empty: the orders would be placed at once. Otherwise the checkout would wait for an approver: ${REASONS_SAID}`,
    }),
    limits: checkoutLimitsSchema.nullable().meta({
      description: 'The limits the checkout is weighed against; null for owners and admins, who have none.',
    }),
  })
  .meta({ id: 'CheckoutPreview' });
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;

export const approvalLineSchema = z
  .object({
    productId: z.number().int(),
    vendorId: z.string(),
    name: z.string(),
    unit: z.string(),
    quantity: z.number().int(),
    unitPrice: z
      .string()
      .meta({ description: 'As it was when asked for: approving at another price asks again.' }),
  })
  .meta({ id: 'ApprovalLine' });
export type ApprovalLine = z.infer<typeof approvalLineSchema>;

export const approvalSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .enum(APPROVAL_KINDS)
      .meta({ description: 'A checkout of a cart, a quote’s acceptance, or a product’s sample.' }),
    quoteId: z.number().int().nullable(),
    status: z.enum(APPROVAL_STATUSES),
    reasons: z.array(z.enum(APPROVAL_REASONS)).meta({
      description: REASONS_SAID,
    }),
    requestedBy: z
      .object({ id: z.string(), email: z.string(), name: z.string().nullable() })
      .nullable()
      .meta({ description: 'The purchaser who asked (null once their account is gone).' }),
    lines: z.array(approvalLineSchema),
    total: z.string().meta({ description: 'At the prices held, in `currency`.' }),
    currency: currencyCodeSchema.meta({ description: 'The currency of all its lines and orders.' }),
    shippingAddress: z.string(),
    notes: z.string().nullable(),
    poNumber: z.string().nullable(),
    decidedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
    decidedAt: timestampSchema.nullable(),
    rejectionReason: z.string().nullable(),
    orderIds: z.array(z.number().int()).meta({ description: 'The orders its approval placed.' }),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Approval' });
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.array(approvalSchema);

export const approvalListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(APPROVAL_STATUSES).optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'Only the requests you made (what a purchaser sees anyway).' }),
});
export type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;

export const approvalPathSchema = z.object({ id: integerIdSchema });

export const rejectApprovalBodySchema = z
  .strictObject({
    reason: textSchema(1000).pipe(z.string().min(1, 'is required: tell the purchaser why')),
  })
  .meta({ id: 'RejectApprovalRequest' });
