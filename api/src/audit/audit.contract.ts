import { z } from 'zod';
import { USER_ROLES } from '../platform/actor.ts';
import { paginationQuerySchema, timestampSchema } from '../platform/common.contract.ts';

/** What the audit trail records: an administrator's verdict on a vendor or an account's key cap, API keys, order moves, auction awards, and a firm's details and members. */
export const AUDIT_ACTIONS = [
  'vendor.verified',
  'vendor.unverified',
  'api_key.created',
  'api_key.updated',
  'api_key.revoked',
  'api_key.paused',
  'api_key.resumed',
  'user.key_rate_limit_cap_changed',
  'order.placed',
  'order.status_changed',
  'quote.accepted',
  'auction.lot_decided',
  'company.updated',
  'company.bank_account_changed',
  'company.bank_account_change_cancelled',
  'marketplace.collection_account_changed',
  'marketplace.collection_account_change_cancelled',
  'company.member_invited',
  'company.invitation_revoked',
  'company.member_joined',
  'company.member_changed',
  'company.member_removed',
  'approval.approved',
  'approval.rejected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z
  .object({
    id: z.string(),
    at: timestampSchema,
    actor: z
      .object({ id: z.string(), email: z.string(), role: z.enum(USER_ROLES) })
      .nullable()
      .meta({ description: 'Who did it; null once their account is gone.' }),
    action: z.enum(AUDIT_ACTIONS),
    subject: z.object({
      type: z.enum(['vendor', 'user', 'api_key', 'order', 'auction', 'company', 'marketplace']),
      id: z.string(),
    }),
    details: z
      .record(z.string(), z.unknown())
      .meta({ description: 'What changed: from and to, a key’s name …' }),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.output<typeof auditEventSchema>;

export const auditEventListSchema = z.array(auditEventSchema);

export const auditListQuerySchema = paginationQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional().meta({ description: 'Only this kind of event.' }),
  actorId: z.string().min(1).max(64).optional().meta({ description: 'Only what this user did.' }),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
