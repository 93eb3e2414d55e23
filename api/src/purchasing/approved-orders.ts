// The orders an approved request places, in the requester's name, as its kind is placed.
import type { Knex } from 'knex';
import { orderSample, placeOrder } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { acceptQuote } from '../trade/index.ts';
import type { PurchaseApproval } from './purchase-approval.model.ts';
import type { ApprovalLine } from './purchasing.contract.ts';

/** The orders an approved request places, in the requester's name, as its kind is placed. */
export async function placeApproved(
  trx: Knex.Transaction,
  requester: AuthUser,
  approval: PurchaseApproval,
): Promise<number[]> {
  const shipping = {
    shippingAddress: approval.shippingAddress,
    ...(approval.notes ? { notes: approval.notes } : {}),
    ...(approval.poNumber ? { poNumber: approval.poNumber } : {}),
  };
  switch (approval.kind) {
    case 'quote': {
      const { order } = await acceptQuote(
        trx,
        requester,
        approval.quoteId!,
        { version: approval.quoteVersion!, ...shipping, protection: approval.protection },
        undefined,
        { approved: true },
      );
      return [order.id];
    }
    case 'sample': {
      const order = await orderSample(trx, requester, approval.lines[0]!.productId, shipping, {
        approved: true,
      });
      return [order.id];
    }
    case 'checkout':
      return placeCheckoutLines(trx, requester, approval);
  }
}

/** A checkout's held lines, one order per supplier, each through `placeOrder`. */
async function placeCheckoutLines(
  trx: Knex.Transaction,
  requester: AuthUser,
  approval: PurchaseApproval,
): Promise<number[]> {
  const byVendor = new Map<string, ApprovalLine[]>();
  for (const line of approval.lines)
    byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
  const orderIds: number[] = [];
  for (const [vendorId, lines] of byVendor) {
    orderIds.push(
      await placeOrder(trx, requester, {
        vendorId,
        currency: approval.currency,
        shippingAddress: approval.shippingAddress,
        notes: approval.notes,
        lines: lines.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice })),
        terms: { poNumber: approval.poNumber, protected: approval.protection, approved: true },
      }),
    );
  }
  return orderIds;
}
