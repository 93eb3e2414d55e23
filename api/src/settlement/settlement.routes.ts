import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { STATEMENT_UPLOAD } from '../media/index.ts';
import { receiveStatement } from '../media/statement-upload.middleware.ts';
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
import { integerIdSchema, paginationQuerySchema } from '../platform/common.contract.ts';
import { recentSignIn, requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { pageHeadersDoc, setPageHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { documentResponse, sendIssuedDocument } from '../platform/http/issued-documents.ts';
import {
  commissionTerms,
  getCommissionInvoice,
  issueCommissionInvoices,
  listCommissionInvoices,
} from './commission-invoices.service.ts';
import { renderCommissionInvoicePdf, renderCommissionInvoiceUbl } from './commission-invoice-documents.ts';
import { createCommissionRule, listCommissionRules, withdrawCommissionRule } from './commission.service.ts';
import {
  acceptDisputeOffer,
  addDisputeMessage,
  answerDispute,
  decideDispute,
  escalateDispute,
  getDispute,
  listDisputes,
  openDispute,
} from './disputes.service.ts';
import { companyStatement, trialBalance } from './ledger.service.ts';
import {
  cancelPayoutBatch,
  createPayoutBatch,
  getPayoutBatch,
  listPayouts,
  payoutBatchPain,
} from './payouts.service.ts';
import {
  importCollectionStatement,
  listProtectedOrders,
  protectionSettings,
  protectOrders,
} from './protection.service.ts';
import {
  answerDisputeBodySchema,
  collectionImportSchema,
  commissionInvoiceBodySchema,
  commissionInvoiceListSchema,
  commissionInvoicePathSchema,
  commissionInvoiceSchema,
  commissionRuleBodySchema,
  commissionRuleListSchema,
  commissionRulePathSchema,
  commissionRuleSchema,
  decideDisputeBodySchema,
  disputeListQuerySchema,
  disputeListSchema,
  disputeMessageBodySchema,
  disputePathSchema,
  disputeSchema,
  protectedOrderListSchema,
  ledgerStatementSchema,
  openDisputeBodySchema,
  orderProtectionBodySchema,
  payoutBatchBodySchema,
  payoutBatchPathSchema,
  payoutBatchSchema,
  payoutListSchema,
  protectionSettingsSchema,
  trialBalanceSchema,
} from './settlement.contract.ts';

const tag = 'Settlement';
const orderPath = z.strictObject({ id: integerIdSchema });

const disputeConflicts = 'The dispute is not at a step that takes this (its code says which).';

export const settlementRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/commission-invoices',
    operationId: 'issueCommissionInvoices',
    summary: 'Issue a month’s commission invoices (admins)',
    description:
      'One to each supplier whose orders received that month carry commission, with the statement of them, the VAT of RAWEX_COMMISSION_VAT_PERCENT, and what protected orders’ releases already deducted. The job does this on the 1st of each month for the month before; a supplier invoiced for the month already gets nothing twice.',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: commissionInvoiceBodySchema },
    responses: {
      200: { description: 'How many were issued.', schema: z.object({ issued: z.number().int() }) },
    },
    errors: { 403: recentSignIn('Issuing invoices') },
    async handler(ctx, { body }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      ctx.body = {
        issued: await issueCommissionInvoices(db.knex, body.month, commissionTerms(events)),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/commission-invoices',
    operationId: 'listCommissionInvoices',
    summary: 'The marketplace’s commission invoices to your firm (every one, for admins)',
    tag,
    access: ['vendor', 'admin'],
    permission: 'read:orders',
    responses: { 200: { description: 'Newest first (200 at most).', schema: commissionInvoiceListSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = (await listCommissionInvoices(db.knex, user)).map(
        ({ lines: _lines, ...invoice }) => invoice,
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/commission-invoices/:id',
    operationId: 'getCommissionInvoice',
    summary: 'A commission invoice with the statement of its orders',
    tag,
    access: ['vendor', 'admin'],
    permission: 'read:orders',
    params: commissionInvoicePathSchema,
    responses: { 200: { description: 'The invoice.', schema: commissionInvoiceSchema } },
    errors: { 404: 'No such invoice of your firm’s.' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getCommissionInvoice(db.knex, user, params.id);
    },
  }),
  ...(['pdf', 'xml'] as const).map((format) =>
    defineRoute({
      method: 'get',
      path: `/commission-invoices/:id/${format}`,
      operationId: format === 'pdf' ? 'getCommissionInvoicePdf' : 'getCommissionInvoiceXml',
      summary:
        format === 'pdf'
          ? 'A commission invoice as a PDF'
          : 'A commission invoice as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0)',
      tag,
      access: ['vendor', 'admin'],
      permission: 'read:orders',
      params: commissionInvoicePathSchema,
      responses: { 200: documentResponse(format) },
      errors: { 404: 'No such invoice of your firm’s.' },
      async handler(ctx, { params, user }, { db, storage }) {
        const invoice = await getCommissionInvoice(db.knex, user, params.id);
        await sendIssuedDocument(
          ctx,
          storage,
          { name: `commission-invoices/${invoice.id}`, number: invoice.number, format },
          () =>
            format === 'pdf' ? renderCommissionInvoicePdf(invoice) : renderCommissionInvoiceUbl(invoice),
        );
      },
    }),
  ),
  defineRoute({
    method: 'get',
    path: '/admin/commission-rules',
    operationId: 'listCommissionRules',
    summary: 'The marketplace’s commission rules (admins)',
    description:
      'A default percentage, and overrides by category and by supplier, each with a minimum and a cap per order line and the day it takes effect. An order line’s commission is computed when it is placed and frozen on it.',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    responses: { 200: { description: 'Newest first.', schema: commissionRuleListSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listCommissionRules(db.knex);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/commission-rules',
    operationId: 'createCommissionRule',
    summary: 'Add a commission rule, in effect from its date (admins)',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: commissionRuleBodySchema },
    responses: { 201: { description: 'The rule.', schema: commissionRuleSchema } },
    errors: { 403: recentSignIn('Changing the commission') },
    async handler(ctx, { body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.status = 201;
      ctx.body = await createCommissionRule(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/commission-rules/:id',
    operationId: 'withdrawCommissionRule',
    summary: 'Withdraw a commission rule that has not taken effect (admins)',
    tag,
    access: ['admin'],
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: commissionRulePathSchema,
    responses: { 204: { description: 'Withdrawn.' } },
    errors: { 404: 'No such rule.', 409: 'In effect already (commission_rule_in_effect).' },
    async handler(ctx, { params }, { db }) {
      await withdrawCommissionRule(db.knex, params.id);
      ctx.status = 204;
    },
  }),
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
      const received = await receiveStatement(ctx, db.knex, user, storage);
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
    summary: 'Your firm’s protected orders, as escrows',
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
    responses: { 200: { description: 'Oldest first.', schema: ledgerStatementSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await companyStatement(db.knex, user.companyId);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/settlement/payouts',
    operationId: 'listMyPayouts',
    summary: 'The payouts sent to your firm',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: paginationQuerySchema,
    responses: {
      200: {
        description: 'Newest first.',
        schema: payoutListSchema,
        headers: pageHeadersDoc('Payouts in all.'),
      },
    },
    async handler(ctx, { query, user }, { db }) {
      const { payouts, total } = await listPayouts(db.knex, user, query);
      setPageHeaders(ctx, query, total);
      ctx.body = payouts;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/payouts',
    operationId: 'listPayouts',
    summary: 'Every payout (admins)',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    query: paginationQuerySchema,
    responses: {
      200: {
        description: 'Newest first.',
        schema: payoutListSchema,
        headers: pageHeadersDoc('Payouts in all.'),
      },
    },
    async handler(ctx, { query, user }, { db }) {
      const { payouts, total } = await listPayouts(db.knex, user, query, true);
      setPageHeaders(ctx, query, total);
      ctx.body = payouts;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/payouts/batches',
    operationId: 'createPayoutBatch',
    summary: 'Pay out what is owed, in one batch (admins)',
    description:
      'Every supplier payable and buyer refund of at least minimumAmount whose company has an IBAN becomes a payout with an end-to-end id; download the batch’s pain.001 file and upload it to the bank. The bank statement’s import marks each paid or returned.',
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
      ctx.body = await createPayoutBatch(db.knex, user, body.minimumAmount);
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
  defineRoute({
    method: 'get',
    path: '/disputes',
    operationId: 'listDisputes',
    summary: 'The disputes your firm is party to (every one, for admins)',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: disputeListQuerySchema,
    responses: {
      200: {
        description: 'Newest first.',
        schema: disputeListSchema,
        headers: pageHeadersDoc('Disputes in all.'),
      },
    },
    async handler(ctx, { query, user }, { db }) {
      const { disputes, total } = await listDisputes(db.knex, user, query);
      setPageHeaders(ctx, query, total);
      ctx.body = disputes;
    },
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
