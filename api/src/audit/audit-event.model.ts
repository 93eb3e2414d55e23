import { BaseModel } from '../platform/database/base-model.ts';

/** Who did what to which subject, when: the audit trail. */
export class AuditEvent extends BaseModel {
  static override tableName = 'audit_events';
  static override jsonAttributes = ['details'];

  id!: number;
  at!: Date;
  actorId!: string | null;
  action!: string;
  subjectType!: string;
  subjectId!: string;
  details!: unknown;
}
