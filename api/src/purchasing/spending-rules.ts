import type { Knex } from 'knex';
import { requiresPoNumber } from '../companies/index.ts';
import { PO_NUMBER_REQUIRED } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { ApprovalReason } from './purchasing.contract.ts';

/** One order of a purchase: what it is worth, in its currency. */
export interface OrderWorth {
  currency: string;
  worth: string;
}

/**
 * A company that asks for purchase-order numbers refuses a purchase without one (422), before it
 * is placed or held for approval. (What is placed at once is refused by `place_orders` itself.)
 */
export async function requirePoNumber(
  db: Knex,
  actor: AuthUser,
  poNumber: string | undefined,
): Promise<void> {
  if (poNumber !== undefined) return;
  if (await requiresPoNumber(db, actor.companyId)) throw PO_NUMBER_REQUIRED();
}

/**
 * Why the actor's purchase (its orders) must wait for an approver, if it must: the database's rule
 * (`sql/purchase_approval_reasons.sql`), which every placement is weighed by as well.
 */
export async function approvalReasons(
  db: Knex,
  actor: AuthUser,
  orders: readonly OrderWorth[],
): Promise<ApprovalReason[]> {
  const { rows } = (await db.raw('SELECT purchase_approval_reasons(?, ?, ?::jsonb) AS reasons', [
    actor.companyId,
    actor.id,
    JSON.stringify(orders),
  ])) as { rows: { reasons: ApprovalReason[] }[] };
  return rows[0]?.reasons ?? [];
}
