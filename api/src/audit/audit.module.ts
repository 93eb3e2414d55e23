import { auditRoutes } from './audit.routes.ts';

/** What the audit trail brings to the app (gathered in `../domains.ts`). */
export const auditModule = { routes: auditRoutes };
