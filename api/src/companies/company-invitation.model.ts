import { BaseModel } from '../platform/database/base-model.ts';
import type { CompanyRole } from '../platform/actor.ts';

/**
 * An invitation to join a firm, sent to an address. Its link carries a signed token naming it;
 * accepting, revoking or its expiry ends it.
 */
export class CompanyInvitation extends BaseModel {
  static override tableName = 'company_invitations';

  id!: number;
  companyId!: string;
  email!: string;
  role!: CompanyRole;
  invitedBy!: string | null;
  createdAt!: Date;
  expiresAt!: Date;
  acceptedAt!: Date | null;
  acceptedBy!: string | null;
  revokedAt!: Date | null;
}
