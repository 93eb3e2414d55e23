import type { Knex } from 'knex';
import * as coreSchema from './20261121000000_core_schema.ts';
import * as accounts from './20261121010000_accounts.ts';
import * as orders from './20261121020000_orders.ts';
import * as apiKeys from './20261121030000_api_keys.ts';
import * as productViews from './20261121040000_product_views.ts';
import * as checkoutFunction from './20261121050000_checkout_function.ts';
import * as simulatedLedger from './20261122000000_simulated_ledger.ts';
import * as endpointMetrics from './20261122010000_endpoint_metrics.ts';
import * as vendorRatingFigures from './20261123000000_vendor_rating_figures.ts';
import * as vendorProductIndexes from './20261123010000_vendor_product_indexes.ts';
import * as limitsByAddress from './20261123020000_limits_by_address.ts';
import * as auditTrail from './20261123030000_audit_trail.ts';
import * as uploads from './20261123040000_uploads.ts';
import * as catalogueSearch from './20261123050000_catalogue_search.ts';
import * as catalogueChanges from './20261123060000_catalogue_changes.ts';
import * as everyProductSku from './20261124000000_every_product_sku.ts';
import * as events from './20261124010000_events.ts';
import * as trade from './20261124020000_trade.ts';
import * as commercialTerms from './20261125000000_commercial_terms.ts';
import * as signInThrottles from './20261126000000_sign_in_throttles.ts';
import * as keyLimits from './20261126010000_key_limits.ts';
import * as sharedFigures from './20261126020000_shared_figures.ts';
import * as ledgerLimits from './20261126030000_ledger_limits.ts';
import * as addressRequests from './20261126040000_address_requests.ts';
import * as ratingOrder from './20261126050000_rating_order.ts';
import * as contactEmail from './20261126060000_contact_email.ts';

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Listed statically: directory-based loading cannot import `.ts` files under every runner. */
const migrations: Migration[] = [
  { name: '20261121000000_core_schema', ...coreSchema },
  { name: '20261121010000_accounts', ...accounts },
  { name: '20261121020000_orders', ...orders },
  { name: '20261121030000_api_keys', ...apiKeys },
  { name: '20261121040000_product_views', ...productViews },
  { name: '20261121050000_checkout_function', ...checkoutFunction },
  { name: '20261122000000_simulated_ledger', ...simulatedLedger },
  { name: '20261122010000_endpoint_metrics', ...endpointMetrics },
  { name: '20261123000000_vendor_rating_figures', ...vendorRatingFigures },
  { name: '20261123010000_vendor_product_indexes', ...vendorProductIndexes },
  { name: '20261123020000_limits_by_address', ...limitsByAddress },
  { name: '20261123030000_audit_trail', ...auditTrail },
  { name: '20261123040000_uploads', ...uploads },
  { name: '20261123050000_catalogue_search', ...catalogueSearch },
  { name: '20261123060000_catalogue_changes', ...catalogueChanges },
  { name: '20261124000000_every_product_sku', ...everyProductSku },
  { name: '20261124010000_events', ...events },
  { name: '20261124020000_trade', ...trade },
  { name: '20261125000000_commercial_terms', ...commercialTerms },
  { name: '20261126000000_sign_in_throttles', ...signInThrottles },
  { name: '20261126010000_key_limits', ...keyLimits },
  { name: '20261126020000_shared_figures', ...sharedFigures },
  { name: '20261126030000_ledger_limits', ...ledgerLimits },
  { name: '20261126040000_address_requests', ...addressRequests },
  { name: '20261126050000_rating_order', ...ratingOrder },
  { name: '20261126060000_contact_email', ...contactEmail },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
