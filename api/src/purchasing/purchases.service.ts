import type { Knex } from 'knex';
import { checkout, orderSample, sampleToOrder, takeFromCart, type CheckoutRequest } from '../orders/index.ts';
import type { CheckoutResult, Order } from '../orders/orders.contract.ts';
import { MEMBERS_WHO, type AuthUser } from '../platform/actor.ts';
import { AppError } from '../platform/errors/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { requireProtectionOffered } from '../settlement/index.ts';
import { acceptQuote, quoteToAccept, type AcceptQuoteBody } from '../trade/index.ts';
import { requestApproval } from './approvals.service.ts';
import type { Approval, ApprovalLine, CheckoutLimits, CheckoutPreview } from './purchasing.contract.ts';
import { approvalReasons, requirePoNumber, type OrderWorth } from './spending-rules.ts';

/** A purchase placed at once, or waiting for an approver. */
export type Purchase<T> = { placed: T; replayed: boolean } | { approval: Approval };

/**
 * The protection the buyer chose as it bought: refused before anything is placed when none is
 * offered. The orders are placed protected in the query that places them (a purchase waiting
 * for an approver keeps the choice, and its approval places them protected).
 */
async function withProtection<T>(
  db: Knex,
  wanted: boolean | undefined,
  purchase: () => Promise<Purchase<T>>,
): Promise<Purchase<T>> {
  if (wanted) await requireProtectionOffered(db);
  return purchase();
}

/**
 * Every member's purchases wait for each other: what one spends is counted before the next is
 * weighed against the same monthly limit.
 */
const lockMemberSpending = (trx: Knex.Transaction, actor: AuthUser) =>
  lockUntilCommit(trx, `spending ${actor.companyId} ${actor.id}`);

/** Owners and admins decide for themselves: no limit holds their purchases. */
const isManager = (actor: AuthUser) =>
  (MEMBERS_WHO.runTheFirm as readonly string[]).includes(actor.companyRole);

interface PricedCart {
  lines: (ApprovalLine & { currency: string })[];
  /** One per supplier and currency, as the checkout would place them. */
  orders: { vendorId: string; currency: string; total: string }[];
  /**
   * What the cart totals, when its goods are all in one currency (an empty cart: 0 in the firm's
   * own): null for a cart in several.
   */
  total: string | null;
  currency: string | null;
}

/**
 * The lines of the actor's cart at today's prices (each at its ladder's rung), with what they are
 * worth. Locked, the lines are held until the transaction ends: what is weighed is what is taken.
 */
async function pricedCart(db: Knex, actor: AuthUser, { locked }: { locked: boolean }): Promise<PricedCart> {
  const { rows } = (await db.raw(
    `WITH line AS (
       SELECT product.id AS "productId", product.vendor_id AS "vendorId", product.name, product.unit,
              product.currency, cart.quantity,
              rawex_unit_price(product.price, product.price_tiers, cart.quantity) AS price
       FROM cart_lines(?, ?) cart JOIN product_facts() product ON product.id = cart.product_id),
     per_order AS (SELECT "vendorId", currency, sum(price * quantity) AS worth FROM line GROUP BY "vendorId", currency)
     SELECT coalesce((SELECT json_agg(json_build_object('productId', "productId", 'vendorId', "vendorId",
                        'name', name, 'unit', unit, 'quantity', quantity, 'unitPrice', price::text,
                        'currency', currency)
                      ORDER BY "productId") FROM line), '[]') AS lines,
            CASE WHEN (SELECT count(DISTINCT currency) FROM per_order) <= 1
                 THEN coalesce((SELECT sum(worth) FROM per_order), 0)::numeric(14, 2)::text END AS total,
            CASE WHEN (SELECT count(DISTINCT currency) FROM per_order) <= 1
                 THEN coalesce((SELECT min(currency) FROM per_order), (SELECT currency FROM firm_terms(?)))::text
                 END AS currency,
            coalesce((SELECT json_agg(json_build_object('vendorId', "vendorId", 'currency', currency,
                                                        'total', worth::numeric(14, 2)::text)
                        ORDER BY worth DESC, "vendorId", currency) FROM per_order), '[]') AS orders`,
    [actor.id, locked, actor.companyId],
  )) as { rows: PricedCart[] };
  return rows[0]!;
}

const worthOf = (cart: PricedCart): OrderWorth[] =>
  cart.orders.map(({ currency, total }) => ({ currency, worth: total }));

/** A request for approval is in one currency: a cart in several is checked out a currency at a time. */
const oneCurrencyToApprove = (cart: PricedCart) =>
  new AppError({
    status: 409,
    code: 'approval_in_one_currency',
    title: 'Conflict',
    detail: `Your cart holds goods priced in ${[...new Set(cart.orders.map((order) => order.currency))].sort().join(' and ')}, and this checkout needs an approver: an approval is asked in one currency. Take the goods in the other currencies out of your cart, check out, then put them back and check them out on their own.`,
  });

/**
 * What checking out the actor's cart now would do, for them to know before they do it: the total
 * and its orders, why it would wait for an approver (the rule every placement is weighed by), and
 * the limits it is weighed against (none for owners and admins).
 */
export async function checkoutPreview(db: Knex, actor: AuthUser): Promise<CheckoutPreview> {
  const cart = await pricedCart(db, actor, { locked: false });
  const preview = { total: cart.total, currency: cart.currency, orders: cart.orders };
  if (isManager(actor)) return { ...preview, approvalReasons: [], limits: null };
  const { rows } = (await db.raw(
    `SELECT (SELECT currency::text FROM firm_terms(:buyer)) AS currency,
            monthly_limit::numeric(14, 2)::text AS "monthlyLimit", spent::numeric(14, 2)::text AS "spentThisMonth",
            monthly_left::numeric(14, 2)::text AS "monthlyLeft", order_threshold::numeric(14, 2)::text AS "orderThreshold"
     FROM purchase_limits(:buyer, :placer)`,
    { buyer: actor.companyId, placer: actor.id },
  )) as { rows: CheckoutLimits[] };
  return {
    ...preview,
    approvalReasons: cart.lines.length > 0 ? await approvalReasons(db, actor, worthOf(cart)) : [],
    limits: rows[0] ?? null,
  };
}

/**
 * Checks out the actor's cart for their company: the purchase-order number their company may
 * require, then, for a member with limits, their monthly limit and the per-order threshold. Within
 * them (or for an owner or admin) the orders are placed as every checkout's are; beyond, the cart
 * becomes a request for approval, its lines held at today's prices, and nothing is ordered.
 */
export async function checkoutForCompany(
  db: Knex,
  actor: AuthUser,
  request: CheckoutRequest,
  idempotencyKey?: string,
): Promise<Purchase<CheckoutResult>> {
  return withProtection(db, request.protection, () =>
    checkoutWithinLimits(db, actor, request, idempotencyKey),
  );
}

async function checkoutWithinLimits(
  db: Knex,
  actor: AuthUser,
  request: CheckoutRequest,
  idempotencyKey?: string,
): Promise<Purchase<CheckoutResult>> {
  if (isManager(actor)) {
    const { result, replayed } = await checkout(db, actor, request, idempotencyKey);
    return { placed: result, replayed };
  }
  await requirePoNumber(db, actor, request.poNumber);
  return db.transaction(async (trx) => {
    await lockMemberSpending(trx, actor);
    const cart = await pricedCart(trx, actor, { locked: true });
    const reasons = cart.lines.length > 0 ? await approvalReasons(trx, actor, worthOf(cart)) : [];
    if (reasons.length === 0) {
      const { result, replayed } = await checkout(trx, actor, request, idempotencyKey);
      return { placed: result, replayed };
    }
    if (cart.total === null || cart.currency === null) throw oneCurrencyToApprove(cart);
    // The lines the request holds leave the cart, only those weighed (under their lock): one added
    // meanwhile stays for the next checkout.
    await takeFromCart(
      trx,
      actor.id,
      cart.lines.map((line) => line.productId),
    );
    return {
      approval: await requestApproval(trx, actor, {
        kind: 'checkout',
        lines: cart.lines.map(({ currency: _inTheRequest, ...line }) => line),
        total: cart.total,
        currency: cart.currency,
        reasons,
        shippingAddress: request.shippingAddress,
        notes: request.notes ?? null,
        poNumber: request.poNumber ?? null,
        protection: request.protection ?? false,
      }),
    };
  });
}

/**
 * Accepts a quote for the actor's company, under the same rules as a checkout: within the limits
 * the order is placed at the quote's price and terms; beyond, the acceptance waits for an
 * approver, holding the version and price the purchaser saw.
 */
export async function acceptQuoteForCompany(
  db: Knex,
  actor: AuthUser,
  quoteId: number,
  body: AcceptQuoteBody,
  idempotencyKey?: string,
): Promise<Purchase<Order>> {
  return withProtection(db, body.protection, () =>
    acceptWithinLimits(db, actor, quoteId, body, idempotencyKey),
  );
}

async function acceptWithinLimits(
  db: Knex,
  actor: AuthUser,
  quoteId: number,
  body: AcceptQuoteBody,
  idempotencyKey?: string,
): Promise<Purchase<Order>> {
  await requirePoNumber(db, actor, body.poNumber);
  if (isManager(actor)) {
    const { order, replayed } = await acceptQuote(db, actor, quoteId, body, idempotencyKey);
    return { placed: order, replayed };
  }
  return db.transaction(async (trx) => {
    await lockMemberSpending(trx, actor);
    const quote = await quoteToAccept(trx, quoteId, actor.companyId);
    const reasons =
      quote && quote.status === 'submitted' && quote.version === body.version
        ? await approvalReasons(trx, actor, [{ currency: quote.currency, worth: quote.worth }])
        : [];
    // Within the limits, or a quote that cannot be accepted anyway: the acceptance says why.
    if (!quote || reasons.length === 0) {
      const { order, replayed } = await acceptQuote(trx, actor, quoteId, body, idempotencyKey);
      return { placed: order, replayed };
    }
    return {
      approval: await requestApproval(trx, actor, {
        kind: 'quote',
        quoteId,
        quoteVersion: quote.version,
        lines: [
          {
            productId: quote.productId,
            vendorId: quote.vendorId,
            name: quote.name,
            unit: quote.unit,
            quantity: quote.quantity,
            unitPrice: quote.unitPrice,
          },
        ],
        total: quote.worth,
        currency: quote.currency,
        reasons,
        shippingAddress: body.shippingAddress ?? quote.destination,
        notes: body.notes ?? null,
        poNumber: body.poNumber ?? null,
        protection: body.protection ?? false,
      }),
    };
  });
}

/**
 * Orders a product's sample for the actor's company, under the same rules as a checkout: within
 * the limits it is placed at once; beyond, it waits for an approver at the sample's price. One
 * request for a product's sample waits at a time, as a firm orders one sample of each product.
 */
export async function orderSampleForCompany(
  db: Knex,
  actor: AuthUser,
  productId: number,
  request: CheckoutRequest,
): Promise<Purchase<Order>> {
  if (isManager(actor)) return { placed: await orderSample(db, actor, productId, request), replayed: false };
  await requirePoNumber(db, actor, request.poNumber);
  return db.transaction(async (trx) => {
    await lockMemberSpending(trx, actor);
    const sample = await sampleToOrder(trx, actor, productId);
    const reasons = await approvalReasons(trx, actor, [{ currency: sample.currency, worth: sample.price }]);
    if (reasons.length === 0) {
      return { placed: await orderSample(trx, actor, productId, request), replayed: false };
    }
    const waiting = await trx('purchaseApprovals')
      .where({ companyId: actor.companyId, kind: 'sample', status: 'pending' })
      .whereRaw(`lines->0->>'productId' = ?`, [String(productId)])
      .first('id');
    if (waiting) {
      throw new AppError({
        status: 409,
        code: 'sample_awaiting_approval',
        title: 'Conflict',
        detail: `A request for a sample of ${sample.name} already waits for an approver of your company: see it on your approvals.`,
        extensions: { approvalId: (waiting as { id: number }).id },
      });
    }
    const { vendorId, name, unit, quantity, unitPrice } = sample;
    return {
      approval: await requestApproval(trx, actor, {
        kind: 'sample',
        lines: [{ productId, vendorId, name, unit, quantity, unitPrice }],
        total: sample.price,
        currency: sample.currency,
        reasons,
        shippingAddress: request.shippingAddress,
        notes: request.notes ?? null,
        poNumber: request.poNumber ?? null,
        protection: false,
      }),
    };
  });
}
