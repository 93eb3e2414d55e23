import { formatOrderNumber } from '@rawex/format';
import type { Knex } from 'knex';
import type { VendorDashboard } from './dashboard.contract.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { productFacts } from '../catalogue/index.ts';
import { moneyText } from '../payments/index.ts';
import { findVendor } from '../accounts/index.ts';

const ACTIVE_STATUSES = ['pending', 'confirmed', 'shipped'];

/** What happened, as the database has it: `detail` is an order's total, a rating or a status. */
interface ActivityRow {
  type: 'order' | 'review' | 'status';
  at: Date;
  order_id: number | null;
  detail: string;
  currency: string | null;
  review: string | null;
}

/** One line of the activity, in words: amounts written as every text writes them. */
function activityText(row: ActivityRow): string {
  if (row.type === 'review')
    return `${row.detail}-star review received${row.review ? `: ${row.review}` : ''}`;
  const order = `#${formatOrderNumber(row.order_id!)}`;
  return row.type === 'order'
    ? `New order ${order} for ${moneyText(row.detail, row.currency!)}`
    : `Order ${order} ${row.detail}`;
}

/** A vendor's figures, all computed from its products, orders, ratings and views. */
export async function vendorDashboard(db: Knex, actor: AuthUser, vendorId: string): Promise<VendorDashboard> {
  // Whose it is first, whether it exists after: another's id and a made-up one get the same answer.
  if (actor.companyId !== vendorId && actor.role !== 'admin') {
    throw new AppError({
      status: 403,
      code: 'not_your_dashboard',
      title: 'Forbidden',
      detail: 'Only the supplier itself can see its dashboard.',
    });
  }
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw notFound('Vendor not found', 'vendor_not_found');

  const [products, orders, revenue, views, activity, top] = await Promise.all([
    db.from(db.raw('active_products_by_vendor()')).where({ vendorId }).first({ count: 'productCount' }),
    db('orders').where({ vendorId }).whereIn('status', ACTIVE_STATUSES).first(db.raw('count(*) AS count')),
    db('orders')
      .where({ vendorId })
      .whereNot('status', 'cancelled')
      .whereRaw('orders.currency = (SELECT currency FROM firm_terms(?))', [vendorId])
      .first(
        db.raw('(SELECT currency::text FROM firm_terms(?)) AS currency', [vendorId]),
        db.raw(
          `coalesce(sum(total_amount) FILTER (WHERE created_at >= date_trunc('month', now())), 0)::numeric(14, 2)::text
             AS this_month`,
        ),
        db.raw(
          `coalesce(sum(total_amount) FILTER (WHERE created_at >= date_trunc('month', now()) - interval '1 month'
             AND created_at < date_trunc('month', now())), 0)::numeric(14, 2)::text AS last_month`,
        ),
      ),
    db.first(db.raw('product_views_since(?, current_date - 30) AS views', [vendorId])),
    db.raw(
      `SELECT * FROM (
         SELECT 'order' AS type, created_at AS at, id AS order_id, total_amount::text AS detail,
                currency::text, NULL AS review
         FROM orders WHERE vendor_id = :vendorId
         UNION ALL
         SELECT 'review', created_at, NULL, rating::text, NULL, review
         FROM vendor_ratings WHERE vendor_id = :vendorId
         UNION ALL
         SELECT 'status', change.changed_at, change.order_id, change.to_status, NULL, NULL
         FROM order_status_changes change JOIN orders ON orders.id = change.order_id
         WHERE orders.vendor_id = :vendorId AND change.from_status IS NOT NULL
       ) activity ORDER BY at DESC LIMIT 10`,
      { vendorId },
    ),
    db('orderItems')
      .join('orders', 'orders.id', 'orderItems.orderId')
      .join(productFacts(db), 'products.id', 'orderItems.productId')
      .where('orders.vendorId', vendorId)
      .whereNot('orders.status', 'cancelled')
      .whereRaw('orders.currency = (SELECT currency FROM firm_terms(?))', [vendorId])
      .groupBy('products.id', 'products.name')
      .select(
        'products.id as productId',
        'products.name',
        db.raw('sum(order_items.quantity) AS units_sold'),
        db.raw('sum(order_items.total_price)::text AS revenue'),
      )
      .orderByRaw('sum(order_items.total_price) DESC, products.id')
      .limit(5),
  ]);

  return {
    productCount: Number(products?.count ?? 0),
    activeOrders: Number(orders?.count ?? 0),
    revenue: { currency: revenue.currency, thisMonth: revenue.thisMonth, lastMonth: revenue.lastMonth },
    rating: { average: vendor.rating, count: vendor.reviewCount },
    views30Days: Number(views?.views ?? 0),
    // Raw query rows keep their snake_case names.
    recentActivity: (activity.rows as ActivityRow[]).map((row) => ({
      type: row.type,
      at: new Date(row.at).toISOString(),
      orderId: row.order_id,
      text: activityText(row),
    })),
    topProducts: top.map((row: { productId: number; name: string; unitsSold: number; revenue: string }) => ({
      productId: row.productId,
      name: row.name,
      unitsSold: Number(row.unitsSold),
      revenue: row.revenue,
    })),
  };
}
