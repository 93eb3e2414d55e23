import { MEMBERS_WHO } from '../platform/actor.ts';
import { paginationQuerySchema } from '../platform/common.contract.ts';
import { recentSignIn, requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  cancelPayoutBatch,
  createPayoutBatch,
  getPayoutBatch,
  listPayouts,
  payoutBatchPain,
} from './payouts.service.ts';
import {
  payoutBatchBodySchema,
  payoutBatchPathSchema,
  payoutBatchSchema,
  payoutListSchema,
} from './settlement.contract.ts';

const tag = 'Settlement';

/** Payouts: what suppliers and buyers are paid, in batches of a pain.001 file. */
export const payoutRoutes = [
  definePagedRoute({
    path: '/settlement/payouts',
    operationId: 'listMyPayouts',
    summary: 'The payouts sent to your firm',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: paginationQuerySchema,
    page: { description: 'Newest first.', schema: payoutListSchema, total: 'Payouts in all.' },
    list: ({ query, user }, { db }) => listPayouts(db.knex, user, query),
  }),
  definePagedRoute({
    path: '/admin/payouts',
    operationId: 'listPayouts',
    summary: 'Every payout (admins)',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    query: paginationQuerySchema,
    page: { description: 'Newest first.', schema: payoutListSchema, total: 'Payouts in all.' },
    list: ({ query, user }, { db }) => listPayouts(db.knex, user, query, true),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/payouts/batches',
    operationId: 'createPayoutBatch',
    summary: 'Pay out what is owed, in one batch (admins)',
    description:
      'In the currency asked, every supplier payable and buyer refund of at least minimumAmount whose company has an IBAN becomes a payout with an end-to-end id; download the batch’s pain.001 file and upload it to the bank. The bank statement’s import marks each paid or returned.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: payoutBatchBodySchema },
    responses: { 201: { description: 'The batch.', schema: payoutBatchSchema } },
    errors: {
      403: recentSignIn('Paying out'),
      409: 'No collection account is set (protection_unavailable).',
    },
    async handler(ctx, { body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.status = 201;
      ctx.body = await createPayoutBatch(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/payouts/batches/:id',
    operationId: 'getPayoutBatch',
    summary: 'A payout batch (admins)',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    params: payoutBatchPathSchema,
    responses: { 200: { description: 'The batch.', schema: payoutBatchSchema } },
    errors: { 404: 'No such batch.' },
    async handler(ctx, { params }, { db }) {
      ctx.body = await getPayoutBatch(db.knex, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/payouts/batches/:id/cancel',
    operationId: 'cancelPayoutBatch',
    summary: 'Cancel a payout batch the bank has not acted on (admins)',
    description:
      'Before its file is sent, or when the bank refused the whole file: each payout’s entry is reversed, so what it paid is owed again (and goes in the next batch), and the payouts read cancelled. A batch with a payout the bank paid or returned is refused.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: payoutBatchPathSchema,
    responses: { 200: { description: 'The batch, cancelled.', schema: payoutBatchSchema } },
    errors: {
      404: 'No such batch.',
      409: 'A payout of it is paid or returned, or it is cancelled already (payout_batch_settled).',
    },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await cancelPayoutBatch(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/payouts/batches/:id/pain.001',
    operationId: 'getPayoutBatchFile',
    summary: 'A payout batch as an ISO 20022 pain.001 credit-transfer file (admins)',
    tag,
    access: ['admin'],
    permission: 'session',
    params: payoutBatchPathSchema,
    responses: { 200: { description: 'pain.001.001.09.', contentType: 'application/xml' } },
    errors: { 404: 'No such batch.' },
    async handler(ctx, { params }, { db }) {
      const { filename, xml } = await payoutBatchPain(db.knex, params.id);
      ctx.type = 'application/xml';
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.body = xml;
    },
  }),
];
