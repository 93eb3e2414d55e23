import { defineRoute } from '../platform/http/route.ts';
import { notFound } from '../platform/errors/index.ts';
import { mySummarySchema } from './summary.contract.ts';
import { mySummary } from './summary.service.ts';

export const summaryRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/me/summary',
    operationId: 'getMySummary',
    summary: 'The signed-in user, their cart’s size and what they have not read, in one read',
    description:
      'What a page’s header shows: the user as `GET /api/auth/me` answers it, the lines in their cart, and their unread notifications and messages.',
    tag: 'Accounts',
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'The user and their counts.', schema: mySummarySchema } },
    async handler(ctx, { user }, { db }) {
      const summary = await mySummary(db.knex, user);
      if (!summary) throw notFound('This account no longer exists.', 'user_not_found');
      ctx.body = summary;
    },
  }),
];
