import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import { orderRefusalOf, orderRefusalProblem, sampleToOrder } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError } from '../platform/errors/index.ts';
import { quoteToAccept } from '../trade/index.ts';
import { roleInFirm } from '../companies/index.ts';
import { moneyText } from '../payments/index.ts';
import { approvalNotFound, getApproval } from './approval-records.ts';
import { placeApproved } from './approved-orders.ts';
import { PurchaseApproval } from './purchase-approval.model.ts';
import type { Approval, ApprovalKind, ApprovalLine, ApprovalReason } from './purchasing.contract.ts';

/** What an approval request holds when it is made. */
export interface ApprovalRequest {
  kind: ApprovalKind;
  quoteId?: number;
  quoteVersion?: number;
  lines: ApprovalLine[];
  /** What the lines total, in `currency`: a request is in one currency, that of all its lines. */
  total: string;
  currency: string;
  reasons: ApprovalReason[];
  shippingAddress: string;
  notes: string | null;
  poNumber: string | null;
  /** Trade protection chosen for the orders it will place. */
  protection: boolean;
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
      currency: request.currency,
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
    if (sample.currency !== approval.currency) throw currencyChanged(sample.name, sample.currency);
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
    if (quote.currency !== approval.currency) throw currencyChanged(quote.name, quote.currency);
    lines = approval.lines.map((line) => ({
      ...line,
      quantity: quote.quantity,
      unitPrice: quote.unitPrice,
    }));
    quoteVersion = quote.version;
  } else {
    const { rows } = (await trx.raw(
      `SELECT product.id, product.name, product.currency,
              rawex_unit_price(product.price, product.price_tiers, wanted.quantity)::text AS price
       FROM jsonb_to_recordset(?::jsonb) AS wanted ("productId" integer, quantity integer)
       JOIN product_facts() product ON product.id = wanted."productId"`,
      [JSON.stringify(approval.lines)],
    )) as { rows: { id: number; name: string; currency: string; price: string }[] };
    const moved = rows.find((row) => row.currency !== approval.currency);
    if (moved) throw currencyChanged(moved.name, moved.currency);
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

/** How an approval ended: its orders placed, or not, and why. */
type ApprovalOutcome = { approved: true } | { requesterLeft: true } | { repriced: string; currency: string };

/** A request is asked and approved in one currency: goods now priced in another are asked anew. */
const currencyChanged = (name: string, currency: string) =>
  conflict(
    'currency_changed',
    `${name} is now priced in ${currency}, not in the currency this request was made in: the purchaser asks again.`,
  );

/**
 * Approves a request: its orders are placed through the one order-placing path, at the prices
 * held, stock checked again — once, however many approvers press at once. A price (or a quote)
 * that changed since asks again: the request is held at the new prices, still pending (409
 * prices_changed), and nothing is ordered.
 */

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
      return { repriced: now.total, currency: approval.currency };
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
      `Prices changed since this request was made: it now totals ${moneyText(outcome.repriced, outcome.currency)}. Review it and approve again.`,
      { total: outcome.repriced },
    );
  }
  return getApproval(db, actor, id);
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
