import {
  orderListQuerySchema,
  orderListSchema,
  orderPathSchema,
  orderSchema,
  updateOrderStatusBodySchema,
} from './orders.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { documentResponse, sendIssuedDocument } from '../platform/http/issued-documents.ts';
import { changeOrderStatus, getOrder, listOrders, orderOfYourFirm } from './orders.service.ts';
import { CONFIRM_RECEIPT_DAYS } from './order-delivery.job.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import {
  findOrderDocument,
  listOrderDocuments,
  orderDocumentListSchema,
  orderDocumentPathSchema,
  renderDocumentPdf,
  renderUblXml,
} from '../payments/index.ts';
import { notFound } from '../platform/errors/index.ts';

const tag = 'Orders';

const stateMachine = `Order states: pending → confirmed → shipped by the order's vendor, then shipped → delivered
by the buyer, who confirms receipt (or by RawEx itself, ${CONFIRM_RECEIPT_DAYS} days after shipping when the buyer has not);
pending or confirmed → cancelled by the vendor, pending → cancelled by the buyer. Nothing leaves
delivered or cancelled. A cancel puts the items' stock back. Only a delivered order lets its buyer
rate the vendor. An illegal move answers 409 with the moves allowed now in allowedStatuses.`;

export const orderRoutes = [
  definePagedRoute({
    path: '/orders',
    operationId: 'listOrders',
    summary: 'Your orders, as buyer (buyerId) or as vendor (vendorId), newest first',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: orderListQuerySchema,
    page: {
      description: 'A page of orders with their items and vendor.',
      schema: orderListSchema,
      total: 'Orders matching in all.',
    },
    errors: { 403: 'buyerId or vendorId is not you.' },
    list: ({ query, user }, { db }) => listOrders(db.knex, user, query),
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id',
    operationId: 'getOrder',
    summary: 'One of your orders',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: orderPathSchema,
    responses: { 200: { description: 'The order.', schema: orderSchema } },
    errors: { 404: 'Order not found (or not yours).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getOrder(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/orders/:id',
    operationId: 'updateOrderStatus',
    summary: 'Move an order to its next status',
    description: stateMachine,
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.moveOrders,
    params: orderPathSchema,
    body: { type: 'json', schema: updateOrderStatusBodySchema },
    responses: { 200: { description: 'The order as it is now.', schema: orderSchema } },
    errors: { 404: 'Order not found (or not yours).', 409: 'Not a move you can make from this status.' },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await changeOrderStatus(db.knex, user, params.id, body.status);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id/documents',
    operationId: 'listOrderDocuments',
    summary: 'An order’s documents: its pro-forma, invoice and credit notes',
    description:
      'Issued as the order moves: a pro-forma when its supplier confirms it, the invoice at shipment (or at confirmation when its payment plan says so), a credit note when an invoiced order is cancelled. Numbered without gaps in the supplier’s series; never changed once issued. Only the order’s two firms see them.',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: orderPathSchema,
    responses: { 200: { description: 'Oldest first.', schema: orderDocumentListSchema } },
    errors: { 404: 'Order not found (or not one of your firm’s).' },
    async handler(ctx, { params, user }, { db }) {
      await orderOfYourFirm(db.knex, user, params.id);
      ctx.body = await listOrderDocuments(db.knex, params.id);
    },
  }),
  ...(['pdf', 'xml'] as const).map((format) =>
    defineRoute({
      method: 'get',
      path: `/orders/:id/documents/:documentId/${format}`,
      operationId: format === 'pdf' ? 'getOrderDocumentPdf' : 'getOrderDocumentXml',
      summary:
        format === 'pdf'
          ? 'A document of an order, as a PDF'
          : 'An invoice or credit note as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0)',
      tag,
      access: 'signed-in',
      permission: 'read:orders',
      params: orderDocumentPathSchema,
      responses: { 200: documentResponse(format) },
      errors: {
        404: `No such document of an order of your firm’s${format === 'xml' ? ' (a pro-forma has no e-invoice)' : ''}.`,
      },
      async handler(ctx, { params, user }, { db, storage }) {
        await orderOfYourFirm(db.knex, user, params.id);
        const document = await findOrderDocument(db.knex, params.id, params.documentId);
        if (!document || (format === 'xml' && document.kind === 'proforma')) {
          throw notFound('Document not found', 'document_not_found');
        }
        await sendIssuedDocument(
          ctx,
          storage,
          { name: `order-documents/${document.id}`, number: document.number, format },
          () => (format === 'pdf' ? renderDocumentPdf(document.content) : renderUblXml(document.content)),
        );
      },
    }),
  ),
];
