import { PURCHASING_ROUTINES } from './purchasing-routines.ts';
import { describeApprovalEvents } from './approval-events.ts';
import { constraintMessages } from './constraint-messages.ts';
import { approvalRoutes } from './approvals.routes.ts';
import { purchaseRoutes } from './purchases.routes.ts';
import * as purchaseApprovalsMigration from './migrations/20261128020000_purchase_approvals.ts';
import * as approvalProtectionMigration from './migrations/20261206010000_approval_protection.ts';
import * as sampleApprovalsMigration from './migrations/20261209000000_sample_approvals.ts';
import * as approvalsByCurrencyMigration from './migrations/20261215040000_approvals_by_currency.ts';

/** What purchasing brings to the app (gathered in `../domains.ts`). */
export const purchasingModule = {
  migrations: [
    { name: '20261128020000_purchase_approvals', ...purchaseApprovalsMigration },
    { name: '20261206010000_approval_protection', ...approvalProtectionMigration },
    { name: '20261209000000_sample_approvals', ...sampleApprovalsMigration },
    { name: '20261215040000_approvals_by_currency', ...approvalsByCurrencyMigration },
  ],
  routes: [...purchaseRoutes, ...approvalRoutes],
  routines: PURCHASING_ROUTINES,
  events: { 'approval.requested': describeApprovalEvents, 'approval.decided': describeApprovalEvents },
  constraints: constraintMessages,
  tags: [
    {
      name: 'Approvals',
      description:
        'Purchases beyond a member’s monthly limit or the company’s per-order threshold, waiting for an approver.',
    },
  ],
};
