import type { Knex } from 'knex';

/**
 * The orders that are a person's: those they placed, and those of the firm they registered
 * (bought or sold) placed before orders named who placed them. The registering account never
 * leaves its firm (`removeMember`), so no firm's orders reach someone no longer in it.
 */
const personsOrders = (db: Knex, userId: string) =>
  db('orders').where((orders) =>
    orders
      .where({ placedBy: userId })
      .orWhere((own) => own.whereNull('placedBy').andWhere({ buyerId: userId }))
      .orWhere({ vendorId: userId }),
  );

/** What orders hold about a person, for their data export: their orders with their lines, and the ratings they gave. */
export async function ordersDataOf(db: Knex, userId: string) {
  const [orders, ratings] = await Promise.all([
    personsOrders(db, userId)
      .orderBy('createdAt')
      .select(
        'id',
        'buyerId',
        'vendorId',
        'placedBy',
        'status',
        'totalAmount',
        'shippingAddress',
        'notes',
        'poNumber',
        'createdAt',
        db.raw(
          `(SELECT coalesce(jsonb_agg(jsonb_build_object('productId', product_id, 'quantity', quantity, 'unitPrice', unit_price) ORDER BY id), '[]')
            FROM order_items WHERE order_items.order_id = orders.id) AS items`,
        ),
      ),
    db('vendorRatings')
      .where({ buyerId: userId })
      .orderBy('createdAt')
      .select('id', 'vendorId', 'rating', 'review', 'createdAt'),
  ]);
  return { orders, ratings };
}

/** How many orders are a person's: part of what sizes their data export. */
export async function orderCount(db: Knex, userId: string): Promise<number> {
  return Number((await personsOrders(db, userId).count({ count: '*' }).first())?.count ?? 0);
}
