// Finding and reading a company's approval requests, as each member may see them.
import type { Knex } from 'knex';
import { MEMBERS_WHO, type AuthUser } from '../platform/actor.ts';
import { notFound } from '../platform/errors/index.ts';
import type { ListPage } from '../platform/common.contract.ts';
import type { PurchaseApproval } from './purchase-approval.model.ts';
import type { Approval, ApprovalListQuery } from './purchasing.contract.ts';

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
  currency: row.currency.trim(),
  shippingAddress: row.shippingAddress,
  notes: row.notes,
  poNumber: row.poNumber,
  decidedBy: row.decider,
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  rejectionReason: row.rejectionReason,
  orderIds: row.orderIds ?? [],
  createdAt: new Date(row.createdAt).toISOString(),
});

export const approvalNotFound = () => notFound('Approval request not found.', 'approval_not_found');

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
