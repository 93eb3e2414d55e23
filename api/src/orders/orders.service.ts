import { formatOrderNumber } from '@rawex/format';
import type { Knex } from 'knex';
import { productFacts } from '../catalogue/index.ts';
import { refundHeldOnCancel, releaseHeld } from '../settlement/index.ts';
import type { ListPage } from '../platform/common.contract.ts';
import {
  checkReadyToShip,
  describePaymentPlan,
  issueDocumentsForMove,
  orderPaymentSql,
  type OrderPayment,
  type PaymentPlan,
} from '../payments/index.ts';
import { allowedMoves, type MovedVia, type OrderParty } from './order-states.contract.ts';
import type { Order, OrderListQuery, OrderStatus } from './orders.contract.ts';
import { deliveryTermsOf } from '../catalogue/delivery-terms.contract.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { containsPattern } from '../platform/database/like-pattern.ts';
import { Order as OrderRecord } from './order.model.ts';
import { firmProfiles } from '../accounts/index.ts';

interface OrderRow extends Omit<Order, 'createdAt' | 'updatedAt' | 'confirmBy' | 'payment' | 'terms'> {
  terms: Omit<NonNullable<Order['terms']>, 'delivery'> | null;
  createdAt: Date;
  updatedAt: Date;
  confirmBy: Date | null;
  paymentPlan: PaymentPlan;
  paymentReference: string | null;
  payment: OrderPayment;
}

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    buyerId: row.buyerId,
    vendorId: row.vendorId,
    placedBy: row.placedBy,
    poNumber: row.poNumber,
    status: row.status,
    totalAmount: row.totalAmount,
    currency: row.currency,
    shippingAddress: row.shippingAddress,
    notes: row.notes,
    isSample: row.isSample,
    protected: row.protected,
    commission: row.commission,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    confirmBy: row.confirmBy && new Date(row.confirmBy).toISOString(),
    items: row.items,
    vendor: row.vendor,
    buyer: row.buyer,
    payment: {
      ...row.payment,
      plan: row.paymentPlan,
      terms: describePaymentPlan(row.paymentPlan),
      reference: row.paymentReference,
    },
    terms: row.terms && {
      ...row.terms,
      delivery: deliveryTermsOf(row.terms.incoterm, row.terms.incotermPlace),
    },
  };
}

/**
 * Orders with their items (and each item's product name and images) and their vendor, in one
 * statement rather than through `Order`'s relations: checkout answers with it, and loading the
 * same through the model (joined or fetched) took a third off checkout's throughput
 * (`npm run bench orders`: 0.25–0.28 of the bare update, against 0.38).
 */
function ordersWithItems(db: Knex) {
  return db('orders')
    .join(firmProfiles(db), 'vendor.id', 'orders.vendorId')
    .select(
      'orders.id',
      'orders.buyerId',
      'orders.vendorId',
      'orders.placedBy',
      'orders.poNumber',
      'orders.status',
      'orders.totalAmount',
      'orders.currency',
      'orders.shippingAddress',
      'orders.notes',
      'orders.paymentPlan',
      'orders.paymentReference',
      db.raw(`${orderPaymentSql()} AS payment`),
      db.raw('orders.sample_of IS NOT NULL AS is_sample'),
      'orders.protected',
      db.raw(
        `(SELECT coalesce(sum(item.commission), 0)::numeric(14, 2)::text FROM order_items item
           WHERE item.order_id = orders.id) AS commission`,
      ),
      'orders.createdAt',
      'orders.updatedAt',
      db.raw(
        `CASE WHEN orders.status = 'pending' THEN orders.created_at + order_confirm_window() END AS confirm_by`,
      ),
      db.raw(`json_build_object('companyName', vendor.company_name, 'location', vendor.location) AS vendor`),
      db.raw(`json_build_object('companyName', company_name(orders.buyer_id)) AS buyer`),
      db.raw(`CASE WHEN orders.incoterm IS NULL THEN NULL ELSE json_build_object(
        'quoteId', orders.quote_id, 'incoterm', orders.incoterm, 'incotermPlace', orders.incoterm_place,
        'incotermPlaceCode', orders.incoterm_place_code, 'leadTimeDays', orders.lead_time_days)
        END AS terms`),
      db.raw(`(
        SELECT coalesce(json_agg(json_build_object(
                 'id', item.id, 'productId', item.product_id, 'quantity', item.quantity,
                 'unitPrice', item.unit_price::text, 'totalPrice', item.total_price::text,
                 'product', json_build_object('name', product.name, 'images', product.images, 'unit', product.unit))
               ORDER BY item.id), '[]'::json)
        FROM order_items item JOIN product_facts() product ON product.id = item.product_id
        WHERE item.order_id = orders.id) AS items`),
    );
}

/** The orders of `ids`, in that order, with their items and vendor. */
export async function loadOrders(db: Knex, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows: OrderRow[] = await ordersWithItems(db).whereIn('orders.id', ids);
  const byId = new Map(rows.map((row) => [row.id, toOrder(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function notYours(): AppError {
  return new AppError({
    status: 403,
    code: 'not_your_orders',
    title: 'Forbidden',
    detail:
      'You can only list your own company’s orders: pass the id of the company you act for as buyerId or vendorId.',
  });
}

export async function listOrders(db: Knex, actor: AuthUser, query: OrderListQuery): Promise<ListPage<Order>> {
  const [column, id, counterparty] =
    query.buyerId !== undefined
      ? ['buyerId', query.buyerId, 'vendor_id']
      : ['vendorId', query.vendorId, 'buyer_id'];
  if (id !== actor.companyId && actor.role !== 'admin') throw notYours();

  const filtered = (builder: Knex.QueryBuilder) => {
    builder.where(`orders.${column}`, id);
    if (query.status) builder.where('orders.status', query.status);
    if (query.search) {
      const search = query.search;
      const number = /^#?\d{1,10}$/.test(search) ? Number(search.replace('#', '')) : undefined;
      const pattern = containsPattern(search);
      builder.where((where) => {
        if (number !== undefined && number <= 2_147_483_647) where.orWhere('orders.id', number);
        // The other side's firm: the supplier in a buyer's list, the buyer in a supplier's.
        where
          .orWhereRaw('company_name(??) ILIKE ?', [`orders.${counterparty}`, pattern])
          .orWhereExists(
            db('orderItems as item')
              .join(productFacts(db), 'products.id', 'item.productId')
              .whereRaw('item.order_id = orders.id')
              .andWhereILike('products.name', pattern),
          );
      });
    }
    return builder;
  };
  const page = filtered(ordersWithItems(db))
    .orderBy([
      { column: 'orders.createdAt', order: 'desc' },
      { column: 'orders.id', order: 'desc' },
    ])
    .limit(query.limit)
    .offset(query.offset);
  const count = filtered(db('orders')).first(db.raw('count(*) AS total'));
  const [rows, counted]: [OrderRow[], { total: number } | undefined] = await Promise.all([page, count]);
  return { items: rows.map(toOrder), total: Number(counted?.total ?? 0) };
}

const orderNotFound = () => notFound('Order not found', 'order_not_found');

/**
 * Checks that the order is one of the caller's firm's, as buyer or supplier: what only the two
 * firms may read (its documents) does not exist for anyone else, administrators included.
 */
export async function orderOfYourFirm(db: Knex, actor: AuthUser, id: number): Promise<void> {
  const found = await db('orders')
    .where({ id })
    .andWhere((mine) => mine.where('buyerId', actor.companyId).orWhere('vendorId', actor.companyId))
    .first('id');
  if (!found) throw orderNotFound();
}

/** Whether `orderId` is an order `buyer` placed with `seller` (a conversation about it, say). */
export async function isOrderBetween(
  db: Knex,
  orderId: number,
  buyer: string,
  seller: string,
): Promise<boolean> {
  const order = await db('orders').where({ id: orderId, buyerId: buyer, vendorId: seller }).first('id');
  return order !== undefined;
}

/** An order, for its buyer, its vendor or an admin; to anyone else it does not exist. */
export async function getOrder(db: Knex, actor: AuthUser, id: number): Promise<Order> {
  const [order] = await loadOrders(db, [id]);
  if (
    !order ||
    (order.buyerId !== actor.companyId && order.vendorId !== actor.companyId && actor.role !== 'admin')
  ) {
    throw orderNotFound();
  }
  return order;
}

/**
 * Moves an order along the state machine. The order row is locked first, so of two racing
 * changes (a cancel and a ship) exactly one wins; a cancel puts the stock back, once.
 */
export async function changeOrderStatus(
  db: Knex,
  actor: AuthUser,
  id: number,
  to: OrderStatus,
): Promise<Order> {
  await db.transaction(async (trx) => {
    const order = await OrderRecord.query(trx)
      .findById(id)
      .forUpdate()
      .select('buyerId', 'vendorId', 'status');
    if (!order) throw orderNotFound();
    const party: OrderParty | undefined =
      order.vendorId === actor.companyId ? 'vendor' : order.buyerId === actor.companyId ? 'buyer' : undefined;
    if (!party) throw orderNotFound();

    const from = order.status;
    const allowed = allowedMoves(from, party);
    if (!allowed.includes(to)) {
      throw new AppError({
        status: 409,
        code: 'illegal_status_change',
        title: 'Conflict',
        detail:
          allowed.length === 0
            ? `This order is ${from}; as its ${party} you cannot change its status any more.`
            : `This order is ${from}; as its ${party} you can move it to ${allowed.join(' or ')}, not ${to}.`,
        extensions: { allowedStatuses: allowed },
      });
    }
    await moveOrder(trx, id, from, to, { by: actor.id, party });
  });
  return getOrder(db, actor, id);
}

/**
 * The one way an order moves, for a party's move and the system's (the jobs that cancel orders
 * left unconfirmed and deliver shipments left unconfirmed): the caller holds the order's row lock
 * and has checked the move is allowed. A shipment waits for what its plan asks first; a
 * cancellation puts the stock back; the move goes in the order's history; its documents are
 * issued; a protected order's money is released when its buyer confirms receipt and refunded
 * when it is cancelled. `by` is null for the system.
 */
export async function moveOrder(
  trx: Knex.Transaction,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  { by, party, via }: { by: string | null; party?: OrderParty; via?: MovedVia },
): Promise<void> {
  if (to === 'shipped') await checkReadyToShip(trx, id);
  if (to === 'cancelled') {
    await trx.raw(
      'SELECT return_stock(array_agg(product_id), array_agg(quantity)) FROM order_items WHERE order_id = ?',
      [id],
    );
  }
  await OrderRecord.query(trx).findById(id).patch({ status: to });
  await OrderRecord.relatedQuery('statusChanges', trx)
    .for(id)
    .insert({ fromStatus: from, toStatus: to, changedBy: by, via: via ?? null });
  await issueDocumentsForMove(trx, { id, number: formatOrderNumber(id) }, to);
  if (to === 'delivered' && party === 'buyer') await releaseHeld(trx, id, 'The buyer confirmed receipt', by);
  if (to === 'cancelled') await refundHeldOnCancel(trx, id, by);
}

/**
 * The buyer firms that ordered goods of the category since `since`, cancelled orders aside: a
 * query of their ids as `firmId`.
 */
export const buyersWhoOrderedIn = (db: Knex, categoryId: number, since: Date) =>
  db('orders')
    .join('orderItems', 'orderItems.orderId', 'orders.id')
    .join(productFacts(db), 'products.id', 'orderItems.productId')
    .where('products.categoryId', categoryId)
    .where('orders.createdAt', '>=', since)
    .whereNot('orders.status', 'cancelled')
    .select('orders.buyerId as firmId');
