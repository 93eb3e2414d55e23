import type { Routine } from '../platform/database/migrate.ts';

const routine = (name: string): Routine => ({ name, file: new URL(`./sql/${name}.sql`, import.meta.url) });

/** The database functions through which every order is placed (their live bodies: `sql/`). */
export const ORDER_ROUTINES: readonly Routine[] = [
  routine('claim_idempotency_key'),
  routine('limit_pending_orders'),
  routine('place_orders'),
  routine('place_checkout'),
];
