import { BaseModel } from '../platform/database/base-model.ts';
import type { CompanyKind, CompanyRole } from '../platform/actor.ts';

/** A person's place in a firm: their role, and what they may spend a month without approval. */
export class CompanyMember extends BaseModel {
  static override tableName = 'company_members';
  static override idColumn = ['companyId', 'userId'];

  companyId!: string;
  /** The firm's kind, beside the role it decides (a purchaser only in a buying firm). */
  companyKind!: CompanyKind;
  userId!: string;
  role!: CompanyRole;
  monthlyLimit!: string | null;
  joinedAt!: Date;
  lastActedAt!: Date | null;
}
