import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import {
  orderRefusalOf,
  orderRefusalProblem,
  orderSample,
  placeOrder,
  sampleToOrder,
} from '../orders/index.ts';
import { MEMBERS_WHO, type AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { acceptQuote, quoteToAccept } from '../trade/index.ts';
import { roleInFirm } from '../companies/index.ts';
import { moneyText } from '../payments/index.ts';
import { PurchaseApproval } from './purchase-approval.model.ts';
import type {
  Approval,
  ApprovalKind,
  ApprovalLine,
  ApprovalListQuery,
  ApprovalReason,
} from './purchasing.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

/** What an approval request holds when it is made. */
export interface ApprovalRequest {
  kind: ApprovalKind;
  quoteId?: number;
  quoteVersion?: number;
  lines: ApprovalLine[];
  total: string;
  reasons: ApprovalReason[];
  shippingAddress: string;
  notes: string | null;
  poNumber: string | null;
  /** Trade protection chosen for the orders it will place. */
  protection: boolean;
}

const mayApprove = (actor: AuthUser) =>
  (MEMBERS_WHO.approve as readonly string[]).includes(actor.companyRole);

const approvalsWithPeople = (db: Knex) =>
  db('purchaseApprovals as approval')
    .leftJoin(db.raw('people() AS requester'), 'requester.id', 'approval.requestedBy')
    .leftJoin(db.raw('people() AS decider'), 'decider.id', 'approval.decidedBy')
    .select(
      'approval.*',
      db.raw(`CASE WHEN requester.id IS NULL THEN NULL ELSE json_build_object('id', requester.id,
        'email', requester.email, 'name', nullif(concat_ws(' ', requester.first_name, requester.last_name), ''))
        END AS requester`),
      db.raw(`CASE WHEN decider.id IS NULL THEN NULL ELSE json_build_object('id', decider.id,
        'email', decider.email) END AS decider`),
    );

type ApprovalRow = PurchaseApproval & {
  requester: Approval['requestedBy'];
  decider: Approval['decidedBy'];
};

const toApproval = (row: ApprovalRow): Approval => ({
  id: row.id,
  kind: row.kind,
  quoteId: row.quoteId,
  status: row.status,
  reasons: row.reasons,
  requestedBy: row.requester,
  lines: row.lines,
  total: row.total,
  shippingAddress: row.shippingAddress,
  notes: row.notes,
  poNumber: row.poNumber,
  decidedBy: row.decider,
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  rejectionReason: row.rejectionReason,
  orderIds: row.orderIds ?? [],
  createdAt: new Date(row.createdAt).toISOString(),
});

const approvalNotFound = () => notFound('Approval request not found.', 'approval_not_found');

/**
 * One of the company's approval requests: an approver (or owner, admin) sees any, a purchaser only
 * their own; to anyone else it does not exist.
 */
export async function getApproval(db: Knex, actor: AuthUser, id: number): Promise<Approval> {
  const row = (await approvalsWithPeople(db)
    .where({ 'approval.id': id, 'approval.companyId': actor.companyId })
    .first()) as ApprovalRow | undefined;
  if (!row || (!mayApprove(actor) && row.requestedBy !== actor.id)) throw approvalNotFound();
  return toApproval(row);
}

/** The company's approval requests, newest first: all of them for those who decide, one's own else. */
export async function listApprovals(
  db: Knex,
  actor: AuthUser,
  query: ApprovalListQuery,
): Promise<ListPage<Approval>> {
  const filtered = (builder: Knex.QueryBuilder) => {
    builder.where('approval.companyId', actor.companyId);
    if (query.mine || !mayApprove(actor)) builder.where('approval.requestedBy', actor.id);
    if (query.status) builder.where('approval.status', query.status);
    return builder;
  };
  const [rows, counted] = await Promise.all([
    filtered(approvalsWithPeople(db))
      .orderBy([
        { column: 'approval.createdAt', order: 'desc' },
        { column: 'approval.id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset) as Promise<ApprovalRow[]>,
    filtered(db('purchaseApprovals as approval')).count({ total: '*' }).first() as Promise<{ total: string }>,
  ]);
  return { items: rows.map(toApproval), total: Number(counted.total) };
}

/** Holds a purchase for an approver, inside the purchase's transaction; the approvers are told. */
export async function requestApproval(
  trx: Knex.Transaction,
  actor: AuthUser,
  request: ApprovalRequest,
): Promise<Approval> {
  const [row] = (await trx('purchaseApprovals')
    .insert({
      companyId: actor.companyId,
      requestedBy: actor.id,
      kind: request.kind,
      quoteId: request.quoteId ?? null,
      quoteVersion: request.quoteVersion ?? null,
      lines: JSON.stringify(request.lines),
      total: request.total,
      reasons: request.reasons,
      shippingAddress: request.shippingAddress,
      notes: request.notes,
      poNumber: request.poNumber,
      protection: request.protection,
    })
    .returning('id')) as { id: number }[];
  await recordEvent(trx, 'approval.requested', { approvalId: row!.id });
  return getApproval(trx, actor, row!.id);
}

const conflict = (code: string, detail: string, extensions?: Record<string, unknown>) =>
  new AppError({ status: 409, code, title: 'Conflict', detail, ...(extensions ? { extensions } : {}) });

/** Locks a pending request of the company that the actor may decide, or refuses. */
async function decidable(trx: Knex.Transaction, actor: AuthUser, id: number): Promise<PurchaseApproval> {
  const approval = await PurchaseApproval.query(trx).findOne({ id, companyId: actor.companyId }).forUpdate();
  if (!approval) throw approvalNotFound();
  if (approval.requestedBy === actor.id) {
    throw new AppError({
      status: 403,
      code: 'own_request',
      title: 'Forbidden',
      detail: 'Nobody approves or rejects their own request: another approver of your company decides it.',
    });
  }
  if (approval.status !== 'pending') {
    throw conflict('approval_decided', `This request was ${approval.status} already.`, {
      status: approval.status,
    });
  }
  return approval;
}

/**
 * The lines at today's prices, with their total: those of the products (each at its ladder's
 * rung), the quote's now with its version, or the sample's price now.
 */
async function linesNow(
  trx: Knex.Transaction,
  approval: PurchaseApproval,
  requester: AuthUser,
): Promise<{ lines: ApprovalLine[]; total: string; quoteVersion: number | null }> {
  if (approval.kind === 'sample') {
    const sample = await sampleToOrder(trx, requester, approval.lines[0]!.productId);
    return {
      lines: approval.lines.map((line) => ({
        ...line,
        quantity: sample.quantity,
        unitPrice: sample.unitPrice,
      })),
      total: sample.price,
      quoteVersion: null,
    };
  }
  let lines: ApprovalLine[];
  let quoteVersion: number | null = null;
  if (approval.kind === 'quote') {
    const quote = await quoteToAccept(trx, approval.quoteId!, approval.companyId);
    if (!quote) throw approvalNotFound();
    lines = approval.lines.map((line) => ({
      ...line,
      quantity: quote.quantity,
      unitPrice: quote.unitPrice,
    }));
    quoteVersion = quote.version;
  } else {
    const { rows } = (await trx.raw(
      `SELECT product.id, rawex_unit_price(product.price, product.price_tiers, wanted.quantity)::text AS price
       FROM jsonb_to_recordset(?::jsonb) AS wanted ("productId" integer, quantity integer)
       JOIN product_facts() product ON product.id = wanted."productId"`,
      [JSON.stringify(approval.lines)],
    )) as { rows: { id: number; price: string }[] };
    const prices = new Map(rows.map((row) => [row.id, row.price]));
    lines = approval.lines.map((line) => ({
      ...line,
      unitPrice: prices.get(line.productId) ?? line.unitPrice,
    }));
  }
  const { rows } = (await trx.raw(
    `SELECT sum((line->>'unitPrice')::numeric * (line->>'quantity')::integer)::numeric(14, 2)::text AS total
     FROM jsonb_array_elements(?::jsonb) AS line`,
    [JSON.stringify(lines)],
  )) as { rows: { total: string }[] };
  return { lines, total: rows[0]!.total, quoteVersion };
}

/**
 * The person whose request is placed: the orders are theirs (their spend), for their company.
 * None when they have left it (or deleted their account): the request ended with them.
 */
async function requesterOf(
  trx: Knex.Transaction,
  approval: PurchaseApproval,
  approver: AuthUser,
): Promise<AuthUser | undefined> {
  if (!approval.requestedBy) return undefined;
  const role = await roleInFirm(trx, approval.companyId, approval.requestedBy);
  return role ? { ...approver, id: approval.requestedBy, companyRole: role } : undefined;
}

const REQUESTER_LEFT = 'The member who asked is no longer in the firm: their request ended with them.';

/**
 * Approves a request: its orders are placed through the one order-placing path, at the prices
 * held, stock checked again — once, however many approvers press at once. A price (or a quote)
 * that changed since asks again: the request is held at the new prices, still pending (409
 * prices_changed), and nothing is ordered.
 */
/** How an approval ended: its orders placed, or not, and why. */
type ApprovalOutcome = { approved: true } | { requesterLeft: true } | { repriced: string };

export async function approve(db: Knex, actor: AuthUser, id: number): Promise<Approval> {
  const outcome = await db.transaction(async (trx): Promise<ApprovalOutcome> => {
    const approval = await decidable(trx, actor, id);
    const requester = await requesterOf(trx, approval, actor);
    if (!requester) {
      await approval.$query(trx).patch({
        status: 'rejected',
        decidedBy: actor.id,
        decidedAt: new Date(),
        rejectionReason: REQUESTER_LEFT,
      });
      await recordEvent(trx, 'approval.decided', { approvalId: id });
      return { requesterLeft: true };
    }
    const now = await linesNow(trx, approval, requester);
    const repriced = now.lines.some((line, index) => line.unitPrice !== approval.lines[index]!.unitPrice);
    if (repriced || now.total !== approval.total || now.quoteVersion !== approval.quoteVersion) {
      await approval
        .$query(trx)
        .patch({ lines: now.lines, total: now.total, quoteVersion: now.quoteVersion });
      return { repriced: now.total };
    }

    let orderIds: number[];
    try {
      orderIds = await placeApproved(trx, requester, approval);
    } catch (error) {
      const refusal = orderRefusalOf(error);
      throw refusal ? orderRefusalProblem(refusal) : error;
    }
    await approval.$query(trx).patch({
      status: 'approved',
      decidedBy: actor.id,
      decidedAt: new Date(),
      orderIds,
    });
    await recordEvent(trx, 'approval.decided', { approvalId: id });
    await recordAudit(
      trx,
      actor,
      'approval.approved',
      { type: 'company', id: actor.companyId },
      {
        approvalId: id,
        orderIds,
      },
    );
    return { approved: true };
  });
  if ('requesterLeft' in outcome) throw conflict('requester_left', REQUESTER_LEFT);
  if ('repriced' in outcome) {
    throw conflict(
      'prices_changed',
      `Prices changed since this request was made: it now totals ${moneyText(outcome.repriced)}. Review it and approve again.`,
      { total: outcome.repriced },
    );
  }
  return getApproval(db, actor, id);
}

/** The orders an approved request places, in the requester's name, as its kind is placed. */
async function placeApproved(
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
        shippingAddress: approval.shippingAddress,
        notes: approval.notes,
        lines: lines.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice })),
        terms: { poNumber: approval.poNumber, protected: approval.protection, approved: true },
      }),
    );
  }
  return orderIds;
}

/** Rejects a request with a reason the purchaser reads; nothing is ordered. */
export async function reject(db: Knex, actor: AuthUser, id: number, reason: string): Promise<Approval> {
  await db.transaction(async (trx) => {
    const approval = await decidable(trx, actor, id);
    await approval.$query(trx).patch({
      status: 'rejected',
      decidedBy: actor.id,
      decidedAt: new Date(),
      rejectionReason: reason,
    });
    await recordEvent(trx, 'approval.decided', { approvalId: id });
    await recordAudit(
      trx,
      actor,
      'approval.rejected',
      { type: 'company', id: actor.companyId },
      {
        approvalId: id,
        reason,
      },
    );
  });
  return getApproval(db, actor, id);
}
