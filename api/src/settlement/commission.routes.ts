import { z } from 'zod';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { recentSignIn, requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
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
  commissionInvoiceBodySchema,
  commissionInvoiceListSchema,
  commissionInvoicePathSchema,
  commissionInvoiceSchema,
  commissionRuleBodySchema,
  commissionRuleListSchema,
  commissionRulePathSchema,
  commissionRuleSchema,
} from './settlement.contract.ts';

const tag = 'Settlement';

/** Commission: the invoices the marketplace issues suppliers, and the rules that make them. */
export const commissionRoutes = [
  defineRoute({
    method: 'post',
    path: '/admin/commission-invoices',
    operationId: 'issueCommissionInvoices',
    summary: 'Issue a month’s commission invoices (admins)',
    description:
      'One to each supplier whose orders received that month carry commission, listing them, with the VAT of RAWEX_COMMISSION_VAT_PERCENT, and what protected orders’ releases already deducted. The job does this on the 1st of each month for the month before; a supplier invoiced for the month already gets nothing twice.',
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
    summary: 'A commission invoice with the orders it charges',
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
];
