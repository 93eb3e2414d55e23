import type { Migration, Routine } from '../migrate.ts';
import * as coreSchema from './20261121000000_core_schema.ts';
import * as sharedFigures from './20261126020000_shared_figures.ts';
import * as addressRequests from './20261126040000_address_requests.ts';

/**
 * The core's migrations: the founding schema (written before the domains were modules, it holds
 * their first tables), the shared figures and the per-address request counts. Each domain lists
 * its own in its `*.module.ts`.
 */
export const CORE_MIGRATIONS: readonly Migration[] = [
  { name: '20261121000000_core_schema', ...coreSchema },
  { name: '20261126020000_shared_figures', ...sharedFigures },
  { name: '20261126040000_address_requests', ...addressRequests },
];

/** The core's database function (its live body beside: `../sql/`), used by many tables' triggers. */
export const CORE_ROUTINES: readonly Routine[] = [
  { name: 'rawex_touch_updated_at', file: new URL('../sql/rawex_touch_updated_at.sql', import.meta.url) },
  { name: 'marketplace_setting', file: new URL('../sql/marketplace_setting.sql', import.meta.url) },
];
