import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { MEMBERS_WHO, readingAsFirm } from '../platform/actor.ts';
import { getApproval } from './approval-records.ts';
import { membersWithRoles } from '../companies/index.ts';
import { moneyText } from '../payments/index.ts';
import type { ApprovalKind } from './purchasing.contract.ts';
import { formatQuantity } from '@rawex/format';

const KIND_WORDS: Record<ApprovalKind, string> = {
  checkout: 'A checkout',
  quote: 'A quote’s acceptance',
  sample: 'A sample',
};

const REASON_WORDS = {
  monthly_limit: 'it would pass their monthly limit',
  order_threshold: 'an order passes your company’s approval threshold',
  other_currency: 'an order is in a currency other than your company’s, which its limits do not weigh',
} as const;

/**
 * A purchase waiting: each approver of the company (its owners, admins and approvers but the one
 * who asked) is told in the app and by email; decided: the purchaser is told. The company's
 * webhooks get both, with the request as the API answers it.
 */
export const describeApprovalEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { approvalId } = event.data as { approvalId: number };
    const row = await db('purchaseApprovals').where({ id: approvalId }).first('companyId');
    if (!row) continue;
    const approval = await getApproval(db, readingAsFirm(row.companyId, 'buyer'), approvalId);
    effects.webhooks.push({ eventId: event.id, type: event.type, userIds: [row.companyId], data: approval });
    const who = approval.requestedBy?.name ?? approval.requestedBy?.email ?? 'A purchaser';
    if (event.type === 'approval.requested') {
      const approvers = await membersWithRoles(
        db,
        row.companyId,
        MEMBERS_WHO.approve,
        approval.requestedBy?.id,
      );
      const title = `${who} asks you to approve ${moneyText(approval.total, approval.currency)}`;
      const body = `${KIND_WORDS[approval.kind]} waits for an approver: ${approval.reasons.map((reason) => REASON_WORDS[reason]).join(', and ')}.`;
      for (const userId of approvers) {
        effects.notices.push({
          eventId: event.id,
          userId,
          kind: 'approval_requested',
          title,
          body,
          link: '/approvals',
        });
        effects.emails.push({
          key: `${event.id}:approval_requested:${userId}`,
          userId,
          kind: 'approval_requested',
          content: {
            subject: title,
            paragraphs: [
              body,
              approval.lines
                .map(
                  (line) =>
                    `${formatQuantity(line.quantity, line.unit)} of ${line.name} at ${moneyText(line.unitPrice, approval.currency)}`,
                )
                .join('\n'),
            ],
            action: { label: 'Review the request', path: '/approvals' },
          },
        });
      }
    } else if (approval.requestedBy) {
      const approved = approval.status === 'approved';
      const title = approved
        ? `Your purchase of ${moneyText(approval.total, approval.currency)} was approved`
        : `Your purchase of ${moneyText(approval.total, approval.currency)} was rejected`;
      const body = approved
        ? `${approval.decidedBy?.email ?? 'An approver'} approved it: the orders are placed.`
        : `${approval.decidedBy?.email ?? 'An approver'} rejected it: ${approval.rejectionReason ?? ''}`;
      const userId = approval.requestedBy.id;
      effects.notices.push({
        eventId: event.id,
        userId,
        kind: 'approval_decided',
        title,
        body,
        link: '/approvals',
      });
      effects.emails.push({
        key: `${event.id}:approval_decided`,
        userId,
        kind: 'approval_decided',
        content: {
          subject: title,
          paragraphs: [body],
          action: { label: 'See your requests', path: '/approvals' },
        },
      });
    }
  }
  return effects;
};
