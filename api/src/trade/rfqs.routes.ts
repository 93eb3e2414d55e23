import { definePagedRoute, pageHeadersDoc, setPageHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  createQuoteBodySchema,
  createRfqBodySchema,
  declineQuoteBodySchema,
  quoteListQuerySchema,
  quotePathSchema,
  quoteSchema,
  reviseQuoteBodySchema,
  rfqDetailSchema,
  rfqListQuerySchema,
  rfqListSchema,
  rfqPathSchema,
  supplierQuoteListSchema,
} from './rfqs.contract.ts';
import { cancelRfq, createRfq, getRfq, listRfqs } from './rfqs.service.ts';
import { RFQ_LIMITS } from './trade-values.contract.ts';
import { declineQuote, listVendorQuotes, reviseQuote, submitQuote, withdrawQuote } from './quotes.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Requests for quotation';
const rfqStates = `Request states: open → awarded (its buyer accepted a quote) | cancelled (by its buyer) | expired (its time passed without an award). Quote states: submitted → accepted | declined (by the buyer) | withdrawn (by the supplier) | expired (past validUntil) | not_selected (another quote was accepted, or the request was cancelled).`;
const pageHeaders = pageHeadersDoc(
  'Matches in all (X-Total-Count-Estimated: true when PostgreSQL’s estimate).',
);
const rfqMissing = { 404: 'No such request, or not one you may see.' };
const quoteMissing = { 404: 'No such quote, or not yours to act on.' };

export const rfqRoutes = [
  defineRoute({
    method: 'post',
    path: '/rfqs',
    operationId: 'createRfq',
    summary: 'Ask suppliers for a price: a request for quotation',
    description: `Public (every supplier may quote; those with products in its category are told) or, with vendorId, addressed to one supplier. ${rfqStates}`,
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    confirmedEmail: true,
    body: { type: 'json', schema: createRfqBodySchema },
    responses: { 201: { description: 'The request, open.', schema: rfqDetailSchema } },
    errors: {
      422: 'A field is invalid: expiresAt outside 1 hour to 90 days ahead, no such category or supplier …',
      429: `${RFQ_LIMITS.maxOpenRequests} of your requests are open (too_many_open_requests), or you posted ${RFQ_LIMITS.maxRequestsPerDay} in the last 24 hours (too_many_requests_today); Retry-After says when.`,
    },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await createRfq(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/rfqs',
    operationId: 'listRfqs',
    summary: 'Requests for quotation: a buyer’s own, or those a supplier may answer',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: rfqListQuerySchema,
    responses: { 200: { description: 'A page of requests.', schema: rfqListSchema, headers: pageHeaders } },
    errors: { 403: 'scope=open or direct from someone who is not a supplier.' },
    async handler(ctx, { query, user }, { db }) {
      const { rfqs, total, estimated } = await listRfqs(db.knex, user, query);
      setPageHeaders(ctx, query, total, { estimated, shown: rfqs.length });
      ctx.body = rfqs;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/rfqs/:id',
    operationId: 'getRfq',
    summary: 'A request with its quotes: every quote for its buyer, only its own for a supplier',
    description: rfqStates,
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: rfqPathSchema,
    responses: { 200: { description: 'The request.', schema: rfqDetailSchema } },
    errors: rfqMissing,
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getRfq(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/rfqs/:id/cancel',
    operationId: 'cancelRfq',
    summary: 'Cancel your open request: its quotes are not selected',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: rfqPathSchema,
    responses: { 200: { description: 'The request, cancelled.', schema: rfqDetailSchema } },
    errors: { ...rfqMissing, 409: 'The request is no longer open (state says what it is).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await cancelRfq(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/rfqs/:id/quotes',
    operationId: 'createQuote',
    summary: 'Quote on a request (verified suppliers)',
    description:
      'One live quote per supplier per request: revise it with PUT /quotes/{id}. The request stops taking quotes at its maxQuotes.',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.sell,
    params: rfqPathSchema,
    body: { type: 'json', schema: createQuoteBodySchema },
    responses: { 201: { description: 'Your quote, submitted.', schema: quoteSchema } },
    errors: {
      ...rfqMissing,
      403: 'You are not yet verified by RawEx (supplier_not_verified).',
      409: 'The request is closed or full (rfq_closed, with state), or you already quoted (quote_exists, with quoteId).',
      422: 'A field is invalid: productId is not yours on sale, validUntil not in the future …',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await submitQuote(db.knex, user, params.id, body);
    },
  }),
  definePagedRoute({
    path: '/quotes',
    operationId: 'listQuotes',
    summary: 'Your quotes as a supplier, newest first, with the request each answers',
    tag,
    access: ['vendor'],
    permission: 'read:orders',
    query: quoteListQuerySchema,
    page: { description: 'A page of quotes.', schema: supplierQuoteListSchema, total: 'Your quotes in all.' },
    list: ({ query, user }, { db }) => listVendorQuotes(db.knex, user, query),
  }),
  defineRoute({
    method: 'put',
    path: '/quotes/:id',
    operationId: 'reviseQuote',
    summary: 'Revise your submitted quote while its request is open (every version is kept)',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.sell,
    params: quotePathSchema,
    body: { type: 'json', schema: reviseQuoteBodySchema },
    responses: { 200: { description: 'The quote, at its new version.', schema: quoteSchema } },
    errors: {
      ...quoteMissing,
      409: 'The quote or its request is decided (state says how).',
      429: `The quote was revised ${RFQ_LIMITS.maxRevisionsPerHour} times in the last hour (too_many_revisions); Retry-After says when.`,
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await reviseQuote(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/withdraw',
    operationId: 'withdrawQuote',
    summary: 'Withdraw your submitted quote',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.sell,
    params: quotePathSchema,
    responses: { 200: { description: 'The quote, withdrawn.', schema: quoteSchema } },
    errors: { ...quoteMissing, 409: 'The quote is already decided (state says how).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await withdrawQuote(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/quotes/:id/decline',
    operationId: 'declineQuote',
    summary: 'Decline a quote on your request',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: quotePathSchema,
    body: { type: 'json', schema: declineQuoteBodySchema },
    responses: { 200: { description: 'The quote, declined.', schema: quoteSchema } },
    errors: { ...quoteMissing, 409: 'The quote is already decided (state says how).' },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await declineQuote(db.knex, user, params.id, body.reason);
    },
  }),
];
