import { MEMBERS_WHO } from '../platform/actor.ts';
import { integerIdSchema } from '../platform/common.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { z } from 'zod';
import { creditNoteBodySchema } from './credit-notes.contract.ts';
import { issueCreditNote } from './credit-notes.service.ts';
import { orderDocumentSchema } from './order-documents.contract.ts';

export const creditNoteRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders/:id/credit-notes',
    operationId: 'issueCreditNote',
    summary:
      'Credit part of a shipped order’s invoice: a quality claim, a short delivery, a price adjustment',
    description:
      'Its supplier issues it, numbered in the invoice’s series and in its currency, for at most what the invoice has left to credit. It lowers what the order is owed: the buyer pays less, and what was paid beyond it shows as overpaid for the supplier to pay back. Both firms see it among the order’s documents (GET /api/orders/{id}/documents). A protected order is corrected through a dispute, which refunds from what is held.',
    tag: 'Payments',
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.moveOrders,
    params: z.object({ id: integerIdSchema }),
    body: { type: 'json', schema: creditNoteBodySchema },
    responses: { 201: { description: 'The credit note, issued.', schema: orderDocumentSchema } },
    errors: {
      403: 'You are the order’s buyer: its supplier issues credit notes.',
      404: 'Order not found (or not yours).',
      409: 'The order is not shipped or delivered, has no invoice yet, or is protected (claim through a dispute).',
      422: 'The amount is more than the invoice has left to credit.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await issueCreditNote(db.knex, user, params.id, body);
    },
  }),
];
