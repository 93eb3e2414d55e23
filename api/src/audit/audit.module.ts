import { auditRoutes } from './audit.routes.ts';
import * as auditTrailMigration from './migrations/20261123030000_audit_trail.ts';

/** What the audit trail brings to the app (gathered in `../domains.ts`). */
export const auditModule = {
  migrations: [{ name: '20261123030000_audit_trail', ...auditTrailMigration }],
  routes: auditRoutes,
};
