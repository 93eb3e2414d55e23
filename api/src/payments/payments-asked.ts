import type { Knex } from 'knex';
import { documentNumber } from './order-documents.service.ts';

/** A credit on the operator's collection account that paid a protected order, as settlement holds it. */
export interface ProtectedPayment {
  payeeId: string;
  orderId: number;
  amount: string;
  currency: string;
  /** `2026-12-04`. */
  valueDate: string;
  reference: string | null;
  payerName: string | null;
  /** The statement line it came from, once: a second import of the line records nothing. */
  statementEntry: string;
  recordedBy: string;
}

/** Records a protected order's payment, received by bank transfer on the collection account; its id. */
export async function recordProtectedPayment(
  trx: Knex.Transaction,
  payment: ProtectedPayment,
): Promise<number> {
  const [row] = (await trx('payments')
    .insert({
      ...payment,
      payerName: payment.payerName?.slice(0, 140) ?? null,
      method: 'bank_transfer',
      source: 'statement',
    })
    .returning('id')) as { id: number }[];
  return row!.id;
}

/** What has arrived for an order so far, in all. */
export async function paidForOrder(db: Knex, orderId: number): Promise<string> {
  const paid = (await db('payments').where({ orderId }).sum({ paid: 'amount' }).first()) as {
    paid: string | null;
  };
  return paid.paid ?? '0';
}

/** The order number its invoice carries, once it has one; none before it is invoiced. */
export async function invoicedOrderNumber(db: Knex, orderId: number): Promise<string | undefined> {
  const invoice = (await db('orderDocuments')
    .where({ orderId, kind: 'invoice' })
    .first(db.raw(`content->'order'->>'number' AS number`))) as { number: string } | undefined;
  return invoice?.number;
}

/** The number of the invoice RawEx issued for an order (`INV-2026-000012`), once it has one. */
export async function orderInvoiceNumber(db: Knex, orderId: number): Promise<string | undefined> {
  const invoice = (await db('orderDocuments')
    .where({ orderId, kind: 'invoice' })
    .first('series', 'number')) as { series: string; number: number } | undefined;
  return invoice && documentNumber(invoice.series, invoice.number);
}
