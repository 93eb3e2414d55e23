// Reading an order's documents, as its two firms list and open them.
import type { Knex } from 'knex';
import type { DocumentContent, DocumentKind, OrderDocument } from './order-documents.contract.ts';
import { documentNumber, isoDate } from './order-documents.service.ts';

interface DocumentRow {
  id: number;
  orderId: number;
  kind: DocumentKind;
  series: string;
  number: number;
  issuedAt: Date;
  currency: string;
  total: string;
  dueDate: string | null;
  /** What the document says but its number, which `series` and `number` hold. */
  content: Omit<DocumentContent, 'number'>;
}

/** Where a document's file is read: checked against the order's two firms on each request. */
const documentUrl = (orderId: number, documentId: number, format: 'pdf' | 'xml') =>
  `/api/orders/${orderId}/documents/${documentId}/${format}`;

const toOrderDocument = (row: DocumentRow): OrderDocument => ({
  id: row.id,
  kind: row.kind,
  number: documentNumber(row.series, row.number),
  issuedAt: row.issuedAt.toISOString(),
  currency: row.currency.trim(),
  total: String(row.total),
  dueDate: row.dueDate === null ? null : isoDate(new Date(row.dueDate)),
  pdfUrl: documentUrl(row.orderId, row.id, 'pdf'),
  xmlUrl: row.kind === 'proforma' ? null : documentUrl(row.orderId, row.id, 'xml'),
});

const documentColumns = [
  'id',
  'orderId',
  'kind',
  'series',
  'number',
  'issuedAt',
  'currency',
  'total',
  'dueDate',
];

/** An order's documents, oldest first. The caller has checked the reader may see the order. */
export async function listOrderDocuments(db: Knex, orderId: number): Promise<OrderDocument[]> {
  const rows = (await db('orderDocuments')
    .where({ orderId })
    .orderBy('id')
    .select(documentColumns)) as DocumentRow[];
  return rows.map(toOrderDocument);
}

/** One document of an order, with what it says, or undefined. */
export async function findOrderDocument(
  db: Knex,
  orderId: number,
  documentId: number,
): Promise<(OrderDocument & { content: DocumentContent }) | undefined> {
  const row = (await db('orderDocuments')
    .where({ orderId, id: documentId })
    .first([...documentColumns, 'content'])) as DocumentRow | undefined;
  return (
    row && {
      ...toOrderDocument(row),
      content: { ...row.content, number: documentNumber(row.series, row.number) },
    }
  );
}
