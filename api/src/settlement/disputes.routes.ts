import { z } from 'zod';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { integerIdSchema } from '../platform/common.contract.ts';
import { recentSignIn, requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { addDisputeMessage } from './dispute-messages.service.ts';
import { getDispute, listDisputes } from './dispute-records.ts';
import {
  acceptDisputeOffer,
  answerDispute,
  decideDispute,
  escalateDispute,
  openDispute,
} from './disputes.service.ts';
import {
  answerDisputeBodySchema,
  decideDisputeBodySchema,
  disputeListQuerySchema,
  disputeListSchema,
  disputeMessageBodySchema,
  disputePathSchema,
  disputeSchema,
  openDisputeBodySchema,
} from './settlement.contract.ts';

const tag = 'Settlement';
const orderPath = z.strictObject({ id: integerIdSchema });
const disputeConflicts = 'The dispute is not at a step that takes this (its code says which).';

/** Disputes of protected orders, from opening to an administrator’s decision. */
export const disputeRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders/:id/disputes',
    operationId: 'openDispute',
    summary: 'Dispute a protected order: its money stays held',
    description:
      'Within 30 days after receipt (or before it, when the goods did not arrive). The supplier answers within 3 days; you may escalate from day 4, and the dispute escalates itself on day 8; an administrator then decides.',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: orderPath,
    body: { type: 'json', schema: openDisputeBodySchema },
    responses: { 201: { description: 'The dispute.', schema: disputeSchema } },
    errors: {
      404: 'No such order of your firm’s.',
      409: 'Not protected, nothing held, the window closed, or a dispute is open already.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await openDispute(db.knex, user, params.id, body);
    },
  }),
  definePagedRoute({
    path: '/disputes',
    operationId: 'listDisputes',
    summary: 'The disputes your firm is party to (every one, for admins)',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: disputeListQuerySchema,
    page: { description: 'Newest first.', schema: disputeListSchema, total: 'Disputes in all.' },
    list: ({ query, user }, { db }) => listDisputes(db.knex, user, query),
  }),
  defineRoute({
    method: 'get',
    path: '/disputes/:id',
    operationId: 'getDispute',
    summary: 'A dispute with its thread',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: disputePathSchema,
    responses: { 200: { description: 'The dispute.', schema: disputeSchema } },
    errors: { 404: 'No such dispute of your firm’s.' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getDispute(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/disputes/:id/answer',
    operationId: 'answerDispute',
    summary: 'Answer a dispute as its supplier: accept, offer part, or contest',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.sell,
    params: disputePathSchema,
    body: { type: 'json', schema: answerDisputeBodySchema },
    responses: { 200: { description: 'The dispute.', schema: disputeSchema } },
    errors: { 404: 'No such dispute of your firm’s sales.', 409: disputeConflicts },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await answerDispute(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/disputes/:id/accept-offer',
    operationId: 'acceptDisputeOffer',
    summary: 'Take the supplier’s partial offer',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: disputePathSchema,
    responses: { 200: { description: 'The dispute, resolved.', schema: disputeSchema } },
    errors: { 404: 'No such dispute of your firm’s.', 409: disputeConflicts },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await acceptDisputeOffer(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/disputes/:id/escalate',
    operationId: 'escalateDispute',
    summary: 'Escalate a dispute to the marketplace (from its 4th day)',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: disputePathSchema,
    responses: { 200: { description: 'The dispute, escalated.', schema: disputeSchema } },
    errors: { 404: 'No such dispute of your firm’s.', 409: disputeConflicts },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await escalateDispute(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/disputes/:id/decision',
    operationId: 'decideDispute',
    summary: 'Decide an escalated dispute: release, refund in full or in part (admins)',
    description:
      'Posts the refund and the release in the ledger, issues the credit note for a refund against the order’s invoice, and tells both firms.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: disputePathSchema,
    body: { type: 'json', schema: decideDisputeBodySchema },
    responses: { 200: { description: 'The dispute, resolved.', schema: disputeSchema } },
    errors: { 403: recentSignIn('Deciding a dispute'), 404: 'No such dispute.', 409: disputeConflicts },
    async handler(ctx, { params, body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.body = await decideDispute(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/disputes/:id/messages',
    operationId: 'addDisputeMessage',
    summary: 'Add to a dispute’s thread, with evidence',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.converse,
    params: disputePathSchema,
    body: { type: 'json', schema: disputeMessageBodySchema },
    responses: { 201: { description: 'The dispute with its thread.', schema: disputeSchema } },
    errors: {
      404: 'No such dispute of your firm’s.',
      409: 'The dispute is resolved (dispute_resolved).',
      429: 'Thirty messages in disputes within the hour (too_many_dispute_messages); Retry-After says when.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await addDisputeMessage(db.knex, user, params.id, body);
    },
  }),
];
