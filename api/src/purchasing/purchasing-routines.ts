import type { Routine } from '../platform/database/migrate.ts';

/** The rule every placement is weighed by (its live body: `sql/`). */
export const PURCHASING_ROUTINES: readonly Routine[] = [
  {
    name: 'purchase_approval_reasons',
    file: new URL('./sql/purchase_approval_reasons.sql', import.meta.url),
  },
];
