import type { Knex } from 'knex';

/**
 * What payments and settlement read of orders, asked of their owner in SQL: orders calls on both
 * (an order's moves issue its documents and refund what is held), so neither imports orders; they
 * read an order's facts from `order_facts()` and lock it with `lock_orders`, both orders' own.
 */
export interface OrderFacts {
  id: number;
  buyerId: string;
  vendorId: string;
  status: string;
  totalAmount: string;
  /** The trade's currency: every amount of the order is in it. */
  currency: string;
  protected: boolean;
  paymentReference: string | null;
  commission: string;
}

/** Orders' facts, as a query to filter: `orders` in it names `order_facts()`. */
export const orderFacts = (db: Knex) => db.from(db.raw('order_facts() AS orders'));

/** Which orders to lock: by id, of a buyer or a supplier, with a payment reference, protected. */
interface OrderMatch {
  ids?: readonly number[];
  buyerId?: string;
  vendorId?: string;
  paymentReference?: string;
  protected?: boolean;
}

/**
 * Locks, for the caller's transaction, the orders `match` picks, and answers their facts as they
 * stand once locked (an order that no longer matches then is left out), in id order.
 */
export async function lockedOrders(trx: Knex.Transaction, match: OrderMatch): Promise<OrderFacts[]> {
  const { ids, ...columns } = match;
  const picked = () => {
    const query = orderFacts(trx).where(columns);
    return ids ? query.whereIn('id', ids) : query;
  };
  const found = (await picked().pluck('id')) as number[];
  if (found.length === 0) return [];
  await trx.raw('SELECT lock_orders(?)', [found]);
  return (await picked()
    .whereIn('id', found)
    .orderBy('id')
    .select(
      'id',
      'buyerId',
      'vendorId',
      'status',
      trx.raw('total_amount::text AS total_amount'),
      trx.raw('currency::text AS currency'),
      'protected',
      'paymentReference',
      trx.raw('commission::text AS commission'),
    )) as OrderFacts[];
}
