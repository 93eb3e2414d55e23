import { MEMBERS_WHO } from '../platform/actor.ts';
import { notFound } from '../platform/errors/index.ts';
import { defineRoute } from '../platform/http/route.ts';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { bankAccountBodySchema, bankAccountSchema } from './bank-accounts.contract.ts';
import { paymentPlanSchema } from './payment-plans.contract.ts';
import {
  defaultPaymentPlan,
  findBankAccount,
  saveBankAccount,
  saveDefaultPaymentPlan,
} from './bank-accounts.service.ts';

const tag = 'Payments';

export const bankAccountRoutes = [
  defineRoute({
    method: 'get',
    path: '/company/bank-account',
    operationId: 'getBankAccount',
    summary: 'Where your firm is paid',
    description: 'The bank account a supplier’s pro-formas and invoices tell buyers to pay into.',
    tag,
    access: ['vendor'],
    permission: 'read:vendors',
    responses: { 200: { description: 'The account.', schema: bankAccountSchema } },
    errors: { 404: 'No bank account recorded yet (bank_account_not_found).' },
    async handler(ctx, { user }, { db }) {
      const account = await findBankAccount(db.knex, user.companyId);
      if (!account) throw notFound('Your firm has no bank account recorded yet.', 'bank_account_not_found');
      ctx.body = account;
    },
  }),
  defineRoute({
    method: 'put',
    path: '/company/bank-account',
    operationId: 'saveBankAccount',
    summary: 'Record where your firm is paid',
    description:
      'An IBAN (checked: country, length, check digits) with its BIC, or, where the country has no IBAN, the account number, the bank’s name and its SWIFT code. Changing it needs a password given in the last 15 minutes; it goes in the audit trail and every owner of the firm is told by email. Documents issued before keep the account they named.',
    tag,
    access: ['vendor'],
    permission: 'write:vendors',
    companyRoles: MEMBERS_WHO.runTheFirm,
    body: { type: 'json', schema: bankAccountBodySchema },
    responses: { 200: { description: 'The account as it is now.', schema: bankAccountSchema } },
    errors: { 403: 'The password was given more than 15 minutes ago (recent_sign_in_required).' },
    async handler(ctx, { body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.body = await saveBankAccount(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/company/payment-plan',
    operationId: 'getDefaultPaymentPlan',
    summary: 'How your firm’s orders are paid unless a quote says otherwise',
    tag,
    access: ['vendor'],
    permission: 'read:vendors',
    responses: { 200: { description: 'The plan.', schema: paymentPlanSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await defaultPaymentPlan(db.knex, user.companyId);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/company/payment-plan',
    operationId: 'saveDefaultPaymentPlan',
    summary: 'Set how your firm’s orders are paid unless a quote says otherwise',
    description:
      'Prepayment, a deposit then the balance, or net terms; and whether the invoice is issued at confirmation or at shipment. Orders placed from now on carry it; placed orders keep theirs.',
    tag,
    access: ['vendor'],
    permission: 'write:vendors',
    companyRoles: MEMBERS_WHO.runTheFirm,
    body: { type: 'json', schema: paymentPlanSchema },
    responses: { 200: { description: 'The plan as it is now.', schema: paymentPlanSchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await saveDefaultPaymentPlan(db.knex, user, body);
    },
  }),
];
