import { TRADE_DOCUMENT_UPLOAD } from '../media/index.ts';
import { receiveKeptFile } from '../media/kept-upload.middleware.ts';
import { answerStoredFile } from '../media/stored-file.middleware.ts';
import { parseInput } from '../platform/http/validation.ts';
import { orderPathSchema } from '../orders/orders.contract.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { defineRoute } from '../platform/http/route.ts';
import { z } from 'zod';
import {
  requestTradeDocumentBodySchema,
  reviewTradeDocumentBodySchema,
  tradeDocumentChecklistSchema,
  tradeDocumentFieldsSchema,
  tradeDocumentPathSchema,
  tradeDocumentSchema,
} from './trade-documents.contract.ts';
import {
  checkTradeDocument,
  keepTradeDocument,
  readChecklist,
  requestTradeDocument,
  reviewTradeDocument,
  tradeDocumentFile,
  uploadableDeal,
} from './trade-documents.service.ts';

const tag = 'Shipments';

const checklistDescription = `What the order’s goods must travel with, drawn from its Incoterm, the ways its lots
travel and its goods: every export a commercial invoice (the invoice RawEx issues, at GET /api/orders/{id}/documents),
a packing list and each lot’s transport document (bill of lading, air waybill, CMR or CIM note); an insurance
certificate under CIF and CIP; a phytosanitary certificate for plant goods and a veterinary one for animals; and
what the buyer asked for. Each line says where it stands and lists every version uploaded.`;

export const tradeDocumentRoutes = [
  defineRoute({
    method: 'get',
    path: '/orders/:id/trade-documents',
    operationId: 'listTradeDocuments',
    summary: 'An order’s trade documents: the checklist and where each stands',
    description: checklistDescription,
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: orderPathSchema,
    responses: { 200: { description: 'The checklist.', schema: tradeDocumentChecklistSchema } },
    errors: { 404: 'Order not found (or not yours).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await readChecklist(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/orders/:id/trade-documents',
    operationId: 'uploadTradeDocument',
    summary: 'Upload a document of the order’s checklist (its supplier): a PDF, PNG or JPEG',
    description:
      'Kept privately, every version: an upload of a type already uploaded and not yet reviewed replaces it as the one to review. The type is decided from the file’s bytes. Signed in with the session cookie, send the header X-Requested-With: fetch.',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.moveOrders,
    params: orderPathSchema,
    body: {
      type: 'multipart',
      field: TRADE_DOCUMENT_UPLOAD.field,
      description: 'The document: a PDF, PNG or JPEG of at most 20 MB.',
      fields: tradeDocumentFieldsSchema,
    },
    responses: {
      201: { description: 'The version kept, awaiting the buyer’s review.', schema: tradeDocumentSchema },
    },
    errors: {
      403: 'You are the order’s buyer: its supplier uploads its documents.',
      404: 'Order not found (or not yours).',
      409: 'The order is pending or cancelled, or the buyer accepted this document already.',
      413: `"${TRADE_DOCUMENT_UPLOAD.tooLarge('{name}')}"`,
      415: `"${TRADE_DOCUMENT_UPLOAD.wrongType('{name}')}", or the request is not multipart/form-data.`,
      422: 'No file; a type not on the checklist, or the commercial invoice (RawEx issues it); or the very file the buyer rejected before.',
    },
    async handler(ctx, { params, user }, { db, storage }) {
      const deal = await uploadableDeal(db.knex, user, params.id);
      // The form's fields are read once the file has arrived, and checked before it is stored.
      const { file, admitted: type } = await receiveKeptFile(
        ctx,
        db.knex,
        user,
        storage,
        TRADE_DOCUMENT_UPLOAD,
        async (received) => {
          const { type } = parseInput(tradeDocumentFieldsSchema, ctx.request.body ?? {}, 'body');
          await checkTradeDocument(db.knex, deal, type, received);
          return type;
        },
      );
      ctx.status = 201;
      ctx.body = await keepTradeDocument(db.knex, user, deal, type, file);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/orders/:id/trade-documents/requests',
    operationId: 'requestTradeDocument',
    summary: 'Ask for a certificate of origin, or an inspection by a named inspector (the buyer)',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: orderPathSchema,
    body: { type: 'json', schema: requestTradeDocumentBodySchema },
    responses: {
      200: { description: 'The checklist with the line added.', schema: tradeDocumentChecklistSchema },
    },
    errors: {
      403: 'You are the order’s supplier: its buyer asks for documents.',
      404: 'Order not found (or not yours).',
      409: 'The order is cancelled or delivered, or its documents were accepted already.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await requestTradeDocument(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/trade-documents/:id/review',
    operationId: 'reviewTradeDocument',
    summary: 'Accept or reject a trade document, saying why (the buyer)',
    description:
      'Only the latest version of a type is reviewed, once. A rejection tells the supplier why; the same file is refused if uploaded again. When the last line is accepted, a balance due against documents falls due, and a protected order that is delivered has its money released.',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.buy,
    params: tradeDocumentPathSchema,
    body: { type: 'json', schema: reviewTradeDocumentBodySchema },
    responses: { 200: { description: 'The document, reviewed.', schema: tradeDocumentSchema } },
    errors: {
      403: 'You are the order’s supplier: its buyer reviews its documents.',
      404: 'Trade document not found (or not of an order of yours).',
      409: 'It was reviewed already, or a later version replaced it.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await reviewTradeDocument(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/trade-documents/:id/file',
    operationId: 'getTradeDocumentFile',
    summary: 'A trade document’s file (the order’s two firms only)',
    description:
      'Answered as a download, with its type, X-Content-Type-Options: nosniff and Cache-Control: private, no-store; one byte range is answered 206.',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: tradeDocumentPathSchema,
    responses: {
      200: { description: 'The file.', contentType: '*/*', schema: z.string().meta({ format: 'binary' }) },
    },
    errors: { 404: 'Trade document not found (or not of an order of yours).' },
    async handler(ctx, { params, user }, { db, storage }) {
      await answerStoredFile(ctx, storage, await tradeDocumentFile(db.knex, user, params.id));
    },
  }),
];
