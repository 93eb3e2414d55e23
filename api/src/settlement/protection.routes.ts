import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { STATEMENT_UPLOAD } from '../media/index.ts';
import { receiveToRead } from '../media/read-once-upload.middleware.ts';
import { requireFreshSecondStep } from '../accounts/index.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import {
  bankAccountChangeBodySchema,
  camtLines,
  cancelCollectionAccountChange,
  checkCollectionAccount,
  COLLECTION_ACCOUNT_HOLD_HOURS,
  setCollectionAccount,
  type StatementFacts,
} from '../payments/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { integerIdSchema } from '../platform/common.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { importCollectionStatement } from './collection-statements.service.ts';
import { listProtectedOrders, protectionSettings, protectOrders } from './protection.service.ts';
import {
  collectionImportSchema,
  protectedOrderListSchema,
  orderProtectionBodySchema,
  protectionSettingsSchema,
} from './settlement.contract.ts';

const tag = 'Settlement';
const orderPath = z.strictObject({ id: integerIdSchema });

/** Trade protection: the collection account, protecting an order, the operator’s bank statements, the protected orders. */
export const protectionRoutes = [
  defineRoute({
    method: 'get',
    path: '/protection',
    operationId: 'getProtection',
    summary: 'Whether trade protection is offered, and where protected orders are paid',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'The protection’s settings.', schema: protectionSettingsSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await protectionSettings(db.knex);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/admin/protection',
    operationId: 'setCollectionAccount',
    summary: 'Set the collection account protected orders are paid into (admins, with a second step)',
    description:
      'The operator’s account at its licensed payment partner: an IBAN and its BIC (in the IBAN’s country), the holder as payment files carry it. It wins over RAWEX_PROTECTION_IBAN, _BIC and _HOLDER. Signed in only (no API key), with a fresh second step: a code from the administrator’s authenticator app or a recovery code (code), or one given in this session within 5 minutes (POST /auth/second-step/confirm). A change to another account is held 72 hours (changeHeldUntil): documents issued meanwhile say it changed, every administrator is emailed, and any may put the previous one back (POST /admin/protection/cancel-change). The change goes in the audit trail.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: bankAccountChangeBodySchema },
    responses: { 200: { description: 'The protection’s settings.', schema: protectionSettingsSchema } },
    errors: {
      401: 'The code is wrong or used (invalid_second_step).',
      403: 'Called with an API key, or without a code or a second step given within 5 minutes (second_step_not_recent).',
      422: 'A field at fault.',
    },
    async handler(ctx, { body, user }, { db, events }) {
      const { code, ...account } = body;
      checkCollectionAccount(account);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state, {
        code,
        mandatory: 'Where the marketplace collects money is changed only with a second step.',
        address: requestOrigin(ctx).network,
      });
      await setCollectionAccount(db.knex, user, account);
      ctx.body = await protectionSettings(db.knex);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/protection/cancel-change',
    operationId: 'cancelCollectionAccountChange',
    summary: 'Put back the collection account a held change replaced (admins, with a second step)',
    description: `For ${COLLECTION_ACCOUNT_HOLD_HOURS} hours after a change to another collection account (changeHeldUntil), any administrator may put the previous one back: documents name it again. Signed in only, with a fresh second step; every administrator is emailed, and the audit trail keeps it.`,
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 200: { description: 'The protection’s settings.', schema: protectionSettingsSchema } },
    errors: {
      403: 'Called with an API key, or without a second step given within 5 minutes (second_step_not_recent).',
      409: 'No change is held (no_collection_account_change_held).',
    },
    async handler(ctx, { user }, { db, events }) {
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      await cancelCollectionAccountChange(db.knex, user);
      ctx.body = await protectionSettings(db.knex);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/orders/:id/protection',
    operationId: 'protectOrder',
    summary: 'Put one of your pending orders under trade protection',
    description:
      'Its pro-forma then asks for the money on the marketplace’s collection account, under the order’s RF reference; the money is held there until you confirm receipt or the protection window (30 days after receipt) closes, and you may dispute within it.',
    tag,
    access: ['buyer'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: orderPath,
    body: { type: 'json', schema: orderProtectionBodySchema },
    responses: { 204: { description: 'Protected.' } },
    errors: {
      404: 'No such order of your firm’s.',
      409: 'Not offered (protection_unavailable), or the order is confirmed already (protection_too_late).',
    },
    async handler(ctx, { params, user }, { db }) {
      await protectOrders(db.knex, user, [params.id]);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/protection/statements',
    operationId: 'importCollectionStatement',
    summary: 'Import the collection account’s bank statement (admins)',
    description:
      'An ISO 20022 camt.053 or camt.054 file. A credit quoting a protected order’s RF reference is held for that order; the debit of a payout (its end-to-end id, currency and amount) marks it paid; a credit is a payout returned only when the bank marks it a return (RtrInf, or PMNT/ICDT/RRTN), in its currency, from the account it was paid to, for its amount less at most RAWEX_PAYOUT_RETURN_FEE: then what the bank credited is owed to the payee again. Every other line waits for review (GET /admin/protection/review). The statement’s closing balance is kept for GET /admin/ledger/bank-reconciliation. Importing it again changes nothing.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'multipart', field: STATEMENT_UPLOAD.field, description: 'The statement file.' },
    responses: { 200: { description: 'What the import did.', schema: collectionImportSchema } },
    errors: {
      413: `"${STATEMENT_UPLOAD.tooLarge('{name}')}"`,
      422: 'Not a camt statement, or a line at fault.',
    },
    async handler(ctx, { user }, { db, storage, events }) {
      const received = await receiveToRead(ctx, db.knex, user, storage, STATEMENT_UPLOAD);
      try {
        const facts: StatementFacts = {};
        ctx.body = await importCollectionStatement(
          db.knex,
          user,
          camtLines(createReadStream(received.path), facts),
          { facts, returnFee: events.protection?.returnFee },
        );
      } finally {
        await received.discard();
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/protected-orders',
    operationId: 'listProtectedOrders',
    summary: 'Your firm’s protected orders: what is held, released and refunded',
    description:
      'Each protected order your firm buys or sells: what is held, released and refunded, its milestones (paid into protection, shipped, received, released) and its dispute.',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'Newest first.', schema: protectedOrderListSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listProtectedOrders(db.knex, user);
    },
  }),
];
