import { MEMBERS_WHO } from '../platform/actor.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { getApproval, listApprovals } from './approval-records.ts';
import { approve, reject } from './approvals.service.ts';
import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalPathSchema,
  approvalSchema,
  rejectApprovalBodySchema,
} from './purchasing.contract.ts';

const tag = 'Approvals';

/** Purchases waiting for an approver: the list, one request, and its approval or rejection. */
export const approvalRoutes = [
  definePagedRoute({
    path: '/approvals',
    operationId: 'listApprovals',
    summary: 'Purchases waiting for (or decided by) an approver, newest first',
    description:
      'Approvers, owners and admins see all of their company’s; anyone else, the requests they made.',
    tag,
    access: ['buyer', 'admin'],
    permission: 'read:orders',
    query: approvalListQuerySchema,
    page: {
      description: 'The approval requests.',
      schema: approvalListSchema,
      total: 'Approval requests matching the filters.',
    },
    list: ({ query, user }, { db }) => listApprovals(db.knex, user, query),
  }),
  defineRoute({
    method: 'get',
    path: '/approvals/:id',
    operationId: 'getApproval',
    summary: 'One approval request',
    tag,
    access: ['buyer', 'admin'],
    permission: 'read:orders',
    params: approvalPathSchema,
    responses: { 200: { description: 'The request.', schema: approvalSchema } },
    errors: { 404: 'No such request of your company (or, for a purchaser, of theirs).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getApproval(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/approvals/:id/approve',
    operationId: 'approvePurchase',
    summary: 'Approve a purchase: its orders are placed',
    description:
      'Places the held lines through the same path as every order, stock checked again, at the prices held: once, however many approvers press at once. A price or quote changed since holds the request at the new prices (409 prices_changed, still pending) to be approved again. Nobody approves their own request.',
    tag,
    access: ['buyer', 'admin'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.approve,
    params: approvalPathSchema,
    responses: { 200: { description: 'Approved, with the orders placed.', schema: approvalSchema } },
    errors: {
      403: 'Your own request (own_request).',
      404: 'No such request of your company.',
      409: 'Decided already (approval_decided), prices changed (prices_changed), or a product is short (insufficient_stock).',
    },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await approve(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/approvals/:id/reject',
    operationId: 'rejectPurchase',
    summary: 'Reject a purchase, saying why',
    tag,
    access: ['buyer', 'admin'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.approve,
    params: approvalPathSchema,
    body: { type: 'json', schema: rejectApprovalBodySchema },
    responses: { 200: { description: 'Rejected: nothing is ordered.', schema: approvalSchema } },
    errors: {
      403: 'Your own request (own_request).',
      404: 'No such request of your company.',
      409: 'Decided already (approval_decided).',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await reject(db.knex, user, params.id, body.reason);
    },
  }),
];
