import { defineRoute } from '../platform/http/route.ts';
import { firmLedgerEntries, trialBalance } from './ledger.service.ts';
import { ledgerEntriesSchema, trialBalanceSchema } from './settlement.contract.ts';

const tag = 'Settlement';

/** The ledger: the trial balance, and a firm’s entries in it with what it is owed. */
export const ledgerRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/ledger/trial-balance',
    operationId: 'getTrialBalance',
    summary: 'The settlement ledger’s trial balance (admins)',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    responses: {
      200: { description: 'Every account; the difference is always 0.00.', schema: trialBalanceSchema },
    },
    async handler(ctx, _input, { db }) {
      ctx.body = await trialBalance(db.knex);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/settlement/statement',
    operationId: 'getSettlementStatement',
    summary: 'What the marketplace owes your firm, entry by entry',
    description:
      'Every entry of your payable (released sales less commission, refunds, payouts): what stands owed now is its sum.',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'Oldest first.', schema: ledgerEntriesSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await firmLedgerEntries(db.knex, user.companyId);
    },
  }),
];
