import type { Context } from 'koa';
import {
  checkoutBodySchema,
  checkoutHeadersSchema,
  checkoutResultSchema,
  orderSchema,
} from '../orders/orders.contract.ts';
import { productPathSchema } from '../catalogue/products.contract.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { defineRoute } from '../platform/http/route.ts';
import { acceptQuoteBodySchema, quotePathSchema } from '../trade/rfqs.contract.ts';
import {
  acceptQuoteForCompany,
  checkoutForCompany,
  checkoutPreview,
  orderSampleForCompany,
  type Purchase,
} from './purchases.service.ts';
import { approvalSchema, checkoutPreviewSchema } from './purchasing.contract.ts';

const limits =
  'For a member with limits (not an owner or admin): if it would take them past their monthly limit, or an order passes the company’s per-order threshold, nothing is ordered: the answer is 202 with an approval request holding the lines at today’s prices, and the company’s approvers are told. A company may require `poNumber` (422 without it).';

const approvalAnswer = {
  description: 'Waiting for an approver: the approval request.',
  schema: approvalSchema,
};

/** Answers a purchase: 201 placed, 200 a retry's first answer, 202 waiting for an approver. */
function answerPurchase<T>(ctx: Context, purchase: Purchase<T>): void {
  if ('approval' in purchase) {
    ctx.status = 202;
    ctx.body = purchase.approval;
    return;
  }
  ctx.status = purchase.replayed ? 200 : 201;
  ctx.body = purchase.placed;
}

/**
 * Every way a firm places an order, each through the one gate of its rules (limits, approvals,
 * purchase-order numbers): the cart's checkout, a quote accepted, a product's sample.
 */
export const purchaseRoutes = [
  defineRoute({
    method: 'get',
    path: '/checkout',
    operationId: 'previewCheckout',
    summary: 'What ordering the cart now would do',
    description:
      'The cart’s total at today’s prices and the orders it would become (one per supplier); whether the checkout would wait for an approver and why, weighed by the same rule as the checkout itself; and, for a member with limits, their monthly limit, what they placed this month and what is left. Nothing is locked or changed: a cart or an order placed meanwhile changes the answer.',
    tag: 'Orders',
    access: 'signed-in',
    permission: 'read:orders',
    companyRoles: MEMBERS_WHO.buy,
    responses: { 200: { description: 'What the checkout would do.', schema: checkoutPreviewSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await checkoutPreview(db.knex, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/checkout',
    operationId: 'checkout',
    summary: 'Order the cart: one order per vendor',
    description: `Atomically: checks every line (on sale, at least the minimum order, in stock), takes the stock, creates one pending order per vendor and empties the cart. Send an Idempotency-Key header to make a retry (within 24 hours) answer the orders the first checkout placed instead of ordering twice. ${limits}`,
    tag: 'Orders',
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    body: { type: 'json', schema: checkoutBodySchema },
    headers: checkoutHeadersSchema,
    responses: {
      201: { description: 'The orders placed.', schema: checkoutResultSchema },
      200: {
        description: 'A retry with the same Idempotency-Key: the orders the first checkout placed.',
        schema: checkoutResultSchema,
      },
      202: approvalAnswer,
    },
    errors: {
      409: 'A product is off sale or short of stock (the problem names it, with productId).',
      422: 'The cart is empty, a line is under its minimum order, the Idempotency-Key was used for another checkout, or the company requires a purchase-order number.',
    },
    async handler(ctx, { body, headers, user }, { db }) {
      answerPurchase(ctx, await checkoutForCompany(db.knex, user, body, headers['idempotency-key']));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/accept',
    operationId: 'acceptQuote',
    summary: 'Accept a quote: an order at its price and terms',
    description: `In one transaction: an order of the quote’s quantity at its unit price, Incoterm, lead time and payment terms (the stock taken as at checkout, never oversold); the request awarded; its other live quotes not selected. Send an Idempotency-Key to make a retry answer the first order. ${limits}`,
    tag: 'Requests for quotation',
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: quotePathSchema,
    body: { type: 'json', schema: acceptQuoteBodySchema },
    headers: checkoutHeadersSchema,
    responses: {
      201: { description: 'The order placed.', schema: orderSchema },
      200: {
        description: 'A retry with the same Idempotency-Key: the order the first accept placed.',
        schema: orderSchema,
      },
      202: approvalAnswer,
    },
    errors: {
      404: 'No such quote, or not yours to act on.',
      409: 'The quote is expired, withdrawn or decided, or its request is closed or past its time (quote_not_open / rfq_closed, with state), or the supplier revised it since the version sent (quote_changed, with the current version), or its product is short (insufficient_stock, with productId).',
      422: 'The Idempotency-Key was used for another request, or the company requires a purchase-order number.',
    },
    async handler(ctx, { params, body, headers, user }, { db }) {
      answerPurchase(
        ctx,
        await acceptQuoteForCompany(db.knex, user, params.id, body, headers['idempotency-key']),
      );
    },
  }),
  defineRoute({
    method: 'post',
    path: '/products/:id/sample',
    operationId: 'orderSample',
    summary: 'Order a product’s sample, on its own and outside the minimum order',
    description: `One pending order of the sample’s quantity at its price (the product’s sample), the stock taken as at checkout; the order is marked isSample on both sides’ lists. A buying firm may order one sample of each product, and one request for it waits for an approver at a time. ${limits}`,
    tag: 'Orders',
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: productPathSchema,
    body: { type: 'json', schema: checkoutBodySchema },
    responses: {
      201: { description: 'The sample’s order.', schema: orderSchema },
      202: approvalAnswer,
    },
    errors: {
      404: 'No such product.',
      409: 'The product has no sample, is off sale or out of stock, is yours; your firm has ordered its sample already (sample_already_ordered), or a request for it waits for an approver (sample_awaiting_approval, with approvalId).',
      422: 'Your company requires a PO number (poNumber).',
    },
    async handler(ctx, { body, params, user }, { db }) {
      answerPurchase(ctx, await orderSampleForCompany(db.knex, user, params.id, body));
    },
  }),
];
