import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { STATEMENT_UPLOAD } from '../media/index.ts';
import { receiveToRead } from '../media/read-once-upload.middleware.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { invalidFields } from '../platform/errors/index.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  assignPaymentBodySchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentPathSchema,
  paymentSchema,
  receivablesSchema,
  recordPaymentBodySchema,
  statementImportSchema,
  statementQuerySchema,
  type CsvColumns,
  type StatementQuery,
} from './payments.contract.ts';
import { assignPayment, listPayments, openBalances, recordPayment } from './payments.service.ts';
import { importStatement } from './statement-import.service.ts';
import { camtLines } from './camt-statements.ts';
import { csvLines } from './csv-statements.ts';

const tag = 'Payments';

/** A CSV statement's columns from the query, or 422 naming the ones missing. */
function csvColumns(query: StatementQuery): CsvColumns {
  const missing = (['entryColumn', 'amountColumn', 'valueDateColumn'] as const).filter(
    (name) => !query[name],
  );
  if (!query.currencyColumn && !query.defaultCurrency) missing.push('currencyColumn' as never);
  if (missing.length > 0) {
    throw invalidFields(
      missing.map((field) => ({
        field,
        message: 'is required for a CSV statement: the header of that column',
      })),
    );
  }
  return {
    entry: query.entryColumn!,
    amount: query.amountColumn!,
    valueDate: query.valueDateColumn!,
    currency: query.currencyColumn,
    defaultCurrency: query.defaultCurrency,
    reference: query.referenceColumn,
    payerName: query.payerNameColumn,
  };
}

/** camt when the file starts as XML does, else CSV. */
async function looksLikeXml(path: string): Promise<boolean> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64), 0, 64, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<');
  } finally {
    await file.close();
  }
}

export const paymentRoutes = [
  defineRoute({
    method: 'post',
    path: '/payments',
    operationId: 'recordPayment',
    summary: 'Record a payment received for one of your sales',
    description:
      'A transfer you saw, a letter of credit drawn: amount, currency (the order’s), value date, method and reference, with a proof document you uploaded (POST /api/upload/document). The order’s payment state follows.',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.runTheFirm,
    body: { type: 'json', schema: recordPaymentBodySchema },
    responses: { 201: { description: 'The payment.', schema: paymentSchema } },
    errors: { 404: 'No such order among your firm’s sales.' },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await recordPayment(db.knex, user, body);
    },
  }),
  definePagedRoute({
    path: '/payments',
    operationId: 'listPayments',
    summary: 'Payments your firm received',
    tag,
    access: ['vendor'],
    permission: 'read:orders',
    query: paymentListQuerySchema,
    page: { description: 'Newest first.', schema: paymentListSchema, total: 'Payments matching in all.' },
    list: ({ query, user }, { db }) => listPayments(db.knex, user, query),
  }),
  defineRoute({
    method: 'post',
    path: '/payments/:id/assign',
    operationId: 'assignPayment',
    summary: 'Give a payment that found no order to one of your sales',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: paymentPathSchema,
    body: { type: 'json', schema: assignPaymentBodySchema },
    responses: { 200: { description: 'The payment, assigned.', schema: paymentSchema } },
    errors: {
      404: 'No such payment of your firm’s, or no such order among its sales.',
      409: 'Already assigned (payment_assigned).',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await assignPayment(db.knex, user, params.id, body.orderId);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/payments/statements',
    operationId: 'importStatement',
    summary: 'Import a bank statement: its credits become payments, matched to your orders',
    description:
      'An ISO 20022 camt.053 statement or camt.054 notification (XML), or a CSV with the headers of its columns in the query. Each credit carrying an order’s RF reference pays that order; one without, the open order whose buyer is the payer and whose total or deposit is the amount, when only one fits; the rest wait (GET /api/payments?waiting=true) with the reason. Lines are keyed by the statement’s own ids: importing it again changes nothing. A malformed file, or one past the limits (elements nested over 32 deep, over 10,240 characters in one element, over 1,000 transactions in an entry, over 250,000 lines), answers 422 naming the line at fault, and nothing is imported. Read as it streams: up to 200 MB.',
    tag,
    access: ['vendor'],
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.runTheFirm,
    confirmedEmail: true,
    query: statementQuerySchema,
    body: { type: 'multipart', field: STATEMENT_UPLOAD.field, description: 'The statement file.' },
    responses: { 200: { description: 'What the import did.', schema: statementImportSchema } },
    errors: {
      413: `"${STATEMENT_UPLOAD.tooLarge('{name}')}"`,
      422: 'The file is not a statement, or names a line at fault (errors[0].message).',
      429: 'You have uploaded 2 GB within 24 hours, statements included; Retry-After says when to try again.',
    },
    async handler(ctx, { query, user }, { db, storage }) {
      const columns =
        query.format === 'camt' ? undefined : query.format === 'csv' ? csvColumns(query) : undefined;
      const received = await receiveToRead(ctx, db.knex, user, storage, STATEMENT_UPLOAD);
      try {
        const camt = query.format ? query.format === 'camt' : await looksLikeXml(received.path);
        const input = createReadStream(received.path);
        const lines = camt ? camtLines(input) : csvLines(input, columns ?? csvColumns(query));
        ctx.body = await importStatement(db.knex, user, lines);
      } finally {
        await received.discard();
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/receivables',
    operationId: 'getReceivables',
    summary: 'What buyers owe your firm: open and overdue, by age',
    tag,
    access: ['vendor'],
    permission: 'read:orders',
    responses: {
      200: { description: 'Open orders, newest first (500 at most).', schema: receivablesSchema },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await openBalances(db.knex, user, 'receivables');
    },
  }),
  defineRoute({
    method: 'get',
    path: '/payables',
    operationId: 'getPayables',
    summary: 'What your firm owes its suppliers: open and overdue, by age',
    tag,
    access: ['buyer'],
    permission: 'read:orders',
    responses: {
      200: { description: 'Open orders, newest first (500 at most).', schema: receivablesSchema },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await openBalances(db.knex, user, 'payables');
    },
  }),
];
