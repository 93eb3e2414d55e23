import { MEMBERS_WHO } from '../platform/actor.ts';
import { notFound } from '../platform/errors/index.ts';
import { defineRoute } from '../platform/http/route.ts';
import { requireFreshSecondStep } from '../accounts/index.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import {
  bankAccountChangeBodySchema,
  bankAccountQuerySchema,
  bankAccountSchema,
} from './bank-accounts.contract.ts';
import {
  accountCurrency,
  BANK_ACCOUNT_HOLD_HOURS,
  cancelBankAccountChange,
  checkBankCodes,
  findBankAccount,
  saveBankAccount,
} from './bank-accounts.service.ts';

const tag = 'Payments';

export const bankAccountRoutes = [
  defineRoute({
    method: 'get',
    path: '/company/bank-account',
    operationId: 'getBankAccount',
    summary: 'Where your firm is paid, in a currency',
    description:
      'The bank account in a currency (your firm’s own unless asked) that a supplier’s pro-formas and invoices of orders in it tell buyers to pay into, and payouts in it are paid to; a buying firm’s, where its refunds in it are paid (by the payouts’ pain.001 file).',
    tag,
    access: ['buyer', 'vendor'],
    permission: 'read:vendors',
    query: bankAccountQuerySchema,
    responses: { 200: { description: 'The account.', schema: bankAccountSchema } },
    errors: {
      404: 'No bank account recorded in that currency yet (bank_account_not_found).',
      422: 'An unknown currency (unknown_currency).',
    },
    async handler(ctx, { query, user }, { db }) {
      const currency = await accountCurrency(db.knex, user.companyId, query.currency);
      const account = await findBankAccount(db.knex, user.companyId, currency);
      if (!account) {
        throw notFound(
          `Your firm has no bank account in ${currency} recorded yet.`,
          'bank_account_not_found',
        );
      }
      ctx.body = account;
    },
  }),
  defineRoute({
    method: 'put',
    path: '/company/bank-account',
    operationId: 'saveBankAccount',
    summary: 'Record where your firm is paid (owners, with a second step)',
    description: `An IBAN (checked: country, length, check digits) with its BIC (in the IBAN's country), or, where the country has no IBAN, the account number, the bank’s name and its SWIFT code; the holder's name as payment files carry it (at most 70 characters of the SEPA set). Only an owner, signed in (no API key), with a fresh second step: a code from their authenticator app or a recovery code (code), or one given in this session within 5 minutes (POST /auth/second-step/confirm, where a passkey answers too); an owner of a selling firm sets one up first. A change to another account holds payouts to it for ${BANK_ACCOUNT_HOLD_HOURS} hours (payoutsHeldUntil), documents issued meanwhile say it changed, and any owner may put the old one back (POST /company/bank-account/cancel-change). Every change goes in the audit trail and is emailed to every owner. Documents issued before keep the account they named.`,
    tag,
    access: ['buyer', 'vendor'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.ownTheFirm,
    body: { type: 'json', schema: bankAccountChangeBodySchema },
    responses: { 200: { description: 'The account as it is now.', schema: bankAccountSchema } },
    errors: {
      401: 'The code is wrong or used (invalid_second_step).',
      403: 'Called with an API key, by a member who is not an owner, by an owner with no second step set up (second_step_required), or without a code or a second step given within 5 minutes (second_step_not_recent).',
      422: 'A field at fault.',
      429: 'Ten wrong codes lock the account’s sign-in for an hour (second_step_locked).',
    },
    async handler(ctx, { body, user }, { db, events }) {
      const { code, ...account } = body;
      checkBankCodes(account);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state, {
        code,
        ...(user.role === 'vendor'
          ? { mandatory: 'Where a selling firm is paid is changed only with a second step.' }
          : {}),
        address: requestOrigin(ctx).network,
      });
      ctx.body = await saveBankAccount(db.knex, user, account);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/company/bank-account/cancel-change',
    operationId: 'cancelBankAccountChange',
    summary: 'Put back the account a held change replaced (owners)',
    query: bankAccountQuerySchema,
    description:
      'While payouts to a changed account are held (payoutsHeldUntil), any owner may put the account it replaced back: nothing was paid to the new one, and documents name the old one again. The emailed notice of every change links here.',
    tag,
    access: ['buyer', 'vendor'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.ownTheFirm,
    responses: { 200: { description: 'The account as it is now.', schema: bankAccountSchema } },
    errors: { 409: 'No change is held (no_bank_account_change_held).' },
    async handler(ctx, { query, user }, { db }) {
      ctx.body = await cancelBankAccountChange(db.knex, user, query.currency);
    },
  }),
];
