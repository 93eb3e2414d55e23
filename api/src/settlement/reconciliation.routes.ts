import { paginationQuerySchema } from '../platform/common.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { bankReconciliationSchema, reviewLineListSchema } from './reconciliation.contract.ts';
import { bankReconciliation, linesForReview } from './reconciliation.service.ts';

const tag = 'Settlement';

/** The operator's side of the collection account: the books against the bank, and what waits. */
export const reconciliationRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/ledger/bank-reconciliation',
    operationId: 'getBankReconciliation',
    summary: 'The collection account by the ledger and by the bank (admins)',
    description:
      'The ledger’s collection bank balance, the newest imported statement’s closing booked balance (camt.053 CLBD), their difference, and the statement lines waiting for review.',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    responses: { 200: { description: 'The reconciliation.', schema: bankReconciliationSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await bankReconciliation(db.knex);
    },
  }),
  definePagedRoute({
    path: '/admin/protection/review',
    operationId: 'listCollectionLinesForReview',
    summary: 'Collection-statement lines waiting for an operator (admins)',
    description:
      'Every imported line that changed nothing by itself, with why: a credit quoting a payout’s end-to-end id that the bank does not mark a return, a return from another account or short by more than the allowed fee, a credit with no protected order’s reference, a debit of no payout.',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    query: paginationQuerySchema,
    page: { description: 'Newest first.', schema: reviewLineListSchema, total: 'Lines waiting in all.' },
    list: ({ query }, { db }) => linesForReview(db.knex, query),
  }),
];
