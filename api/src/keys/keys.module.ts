import { keyRoutes } from './keys.routes.ts';
import * as apiKeysMigration from './migrations/20261121030000_api_keys.ts';
import * as endpointMetricsMigration from './migrations/20261122010000_endpoint_metrics.ts';
import * as keyLimitsMigration from './migrations/20261126010000_key_limits.ts';
import * as keyRateCapsMigration from './migrations/20261211070000_key_rate_caps.ts';
import * as pausedKeysMigration from './migrations/20261208020000_paused_keys.ts';
import * as shipmentPermissionMigration from './migrations/20261218000200_shipment_permission.ts';

/** What API keys bring to the app (gathered in `../domains.ts`; the metrics routes need every route, so `api-routes.ts` adds them). */
export const keysModule = {
  migrations: [
    { name: '20261121030000_api_keys', ...apiKeysMigration },
    { name: '20261122010000_endpoint_metrics', ...endpointMetricsMigration },
    { name: '20261126010000_key_limits', ...keyLimitsMigration },
    { name: '20261208020000_paused_keys', ...pausedKeysMigration },
    { name: '20261211070000_key_rate_caps', ...keyRateCapsMigration },
    { name: '20261218000200_shipment_permission', ...shipmentPermissionMigration },
  ],
  routes: keyRoutes,
  tags: [
    { name: 'API keys', description: 'Keys for third parties: bearer authentication, permissions, limits.' },
  ],
};
