import type { Knex } from 'knex';
import { spentThisMonth } from '../companies/index.ts';
import { PO_NUMBER_REQUIRED } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { ApprovalReason } from './purchasing.contract.ts';

/** What a purchase is worth: in all, and its largest order (one per supplier). US dollars. */
export interface PurchaseWorth {
  total: string;
  largestOrder: string;
}

/**
 * A company that asks for purchase-order numbers refuses a purchase without one (422), before it
 * is placed or held for approval. (A checkout placed at once is refused by `place_checkout` itself.)
 */
export async function requirePoNumber(
  db: Knex,
  actor: AuthUser,
  poNumber: string | undefined,
): Promise<void> {
  if (poNumber !== undefined) return;
  const company = await db('companies').where({ id: actor.companyId }).first('poNumberRequired');
  if (company?.poNumberRequired) throw PO_NUMBER_REQUIRED();
}

/**
 * Why the actor's purchase must wait for an approver, if it must: it would take them past their
 * monthly limit (what they spent this month summed from their orders, plus this), or one of its
 * orders passes the company's per-order threshold.
 */
export async function approvalReasons(
  db: Knex,
  actor: AuthUser,
  worth: PurchaseWorth,
): Promise<ApprovalReason[]> {
  const spent = (await spentThisMonth(db, actor.companyId, [actor.id])).get(actor.id) ?? '0';
  const row = (await db.raw(
    `SELECT member.monthly_limit IS NOT NULL AND ?::numeric + ?::numeric > member.monthly_limit AS monthly_limit,
            company.order_approval_threshold IS NOT NULL
              AND ?::numeric > company.order_approval_threshold AS order_threshold
     FROM company_members member JOIN companies company ON company.id = member.company_id
     WHERE member.company_id = ? AND member.user_id = ?`,
    [spent, worth.total, worth.largestOrder, actor.companyId, actor.id],
  )) as { rows: Record<ApprovalReason, boolean>[] };
  const reasons = row.rows[0];
  if (!reasons) return [];
  return (Object.keys(reasons) as ApprovalReason[]).filter((reason) => reasons[reason]);
}
