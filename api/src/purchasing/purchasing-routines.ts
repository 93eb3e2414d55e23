import { routinesBeside, type Routine } from '../platform/database/migrate.ts';

/** The rule every placement is weighed by, and the limits it weighs (their live bodies: `sql/`). */
export const PURCHASING_ROUTINES: readonly Routine[] = routinesBeside(import.meta.url, [
  'purchase_limits',
  'purchase_approval_reasons',
]);
