import { routinesBeside, type Routine } from '../platform/database/migrate.ts';

/** The rule every placement is weighed by (its live body: `sql/`). */
export const PURCHASING_ROUTINES: readonly Routine[] = routinesBeside(import.meta.url, [
  'purchase_approval_reasons',
]);
