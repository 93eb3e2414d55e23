import { formatOrderNumber } from '@rawex/format';
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type { CreditNoteBody } from './credit-notes.contract.ts';
import { fromCents, toCents } from './money.contract.ts';
import { findOrderDocument } from './order-document-records.ts';
import type { OrderDocument } from './order-documents.contract.ts';
import { issueOrderDocument } from './order-documents.service.ts';
import { lockedOrders } from './orders-asked.ts';

const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

/**
 * The supplier credits part of a shipped order's invoice (a quality claim, a short delivery, a price
 * adjustment): a credit note in the invoice's series and currency that lowers what the order is
 * owed; what was paid beyond it shows as overpaid, for the supplier to pay back. A protected order
 * is corrected through a dispute instead, which refunds from the money held.
 */
export async function issueCreditNote(
  db: Knex,
  actor: AuthUser,
  orderId: number,
  body: CreditNoteBody,
): Promise<OrderDocument> {
  const id = await db.transaction(async (trx) => {
    const [order] = await lockedOrders(trx, { ids: [orderId] });
    if (!order || (actor.companyId !== order.buyerId && actor.companyId !== order.vendorId)) {
      throw notFound('Order not found', 'order_not_found');
    }
    if (actor.companyId !== order.vendorId) {
      throw new AppError({
        status: 403,
        code: 'not_the_supplier',
        title: 'Forbidden',
        detail: 'Only the order’s supplier issues its credit notes: ask it, or open a dispute.',
      });
    }
    if (order.protected) {
      throw conflict(
        'order_protected',
        'This order’s money is held in protection: the buyer claims through a dispute (POST /api/orders/{id}/disputes), whose settlement credits and refunds it.',
      );
    }
    if (order.status !== 'shipped' && order.status !== 'delivered') {
      throw conflict(
        'order_not_shipped',
        `This order is ${order.status}: a credit note corrects a shipped order’s invoice (a cancelled one is credited whole).`,
      );
    }
    const invoiced = (await trx('orderDocuments').where({ orderId, kind: 'invoice' }).first('total')) as
      { total: string } | undefined;
    if (!invoiced) throw conflict('order_not_invoiced', 'This order has no invoice yet to credit.');
    const { credited } = (await trx('orderDocuments')
      .where({ orderId, kind: 'credit_note' })
      .first(trx.raw('coalesce(sum(total), 0)::text AS credited'))) as { credited: string };
    const left = toCents(invoiced.total) - toCents(credited);
    if (toCents(body.amount) > left) {
      throw invalidField(
        'amount',
        `is more than the invoice has left to credit: ${fromCents(left)} ${order.currency} of ${invoiced.total}`,
      );
    }
    return issueOrderDocument(trx, { id: orderId, number: formatOrderNumber(orderId) }, 'credit_note', {
      credit: { amount: body.amount, description: body.reason, reducesAmountDue: true },
    });
  });
  const document = await findOrderDocument(db, orderId, id!);
  const { content: _content, ...listed } = document!;
  return listed;
}
