import { routinesBeside } from '../platform/database/migrate.ts';
import { categoryRoutes } from './categories.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { marketRoutes } from './market.routes.ts';
import { describeProductEvents } from './product-events.ts';
import { productRoutes } from './products.routes.ts';
import * as productViewsMigration from './migrations/20261121040000_product_views.ts';
import * as vendorProductIndexesMigration from './migrations/20261123010000_vendor_product_indexes.ts';
import * as catalogueSearchMigration from './migrations/20261123050000_catalogue_search.ts';
import * as catalogueChangesMigration from './migrations/20261123060000_catalogue_changes.ts';
import * as everyProductSkuMigration from './migrations/20261124000000_every_product_sku.ts';
import * as productAttributesMigration from './migrations/20261130000000_product_attributes.ts';
import * as productFacetsMigration from './migrations/20261130010000_product_facets.ts';
import * as catalogueTriggersByOwnerMigration from './migrations/20261211040000_catalogue_triggers_by_owner.ts';
import * as productFactsToMatchMigration from './migrations/20261212000000_product_facts_to_match.ts';
import * as productCurrenciesMigration from './migrations/20261215010000_product_currencies.ts';
import * as referencePricesMigration from './migrations/20261216000000_reference_prices.ts';
import { refreshReferencePricesJob } from './reference-prices.job.ts';
import { certificationRoutes } from './certifications.routes.ts';

/** What the catalogue brings to the app (gathered in `../domains.ts`). */
export const catalogueModule = {
  migrations: [
    { name: '20261121040000_product_views', ...productViewsMigration },
    { name: '20261123010000_vendor_product_indexes', ...vendorProductIndexesMigration },
    { name: '20261123050000_catalogue_search', ...catalogueSearchMigration },
    { name: '20261123060000_catalogue_changes', ...catalogueChangesMigration },
    { name: '20261124000000_every_product_sku', ...everyProductSkuMigration },
    { name: '20261130000000_product_attributes', ...productAttributesMigration },
    { name: '20261130010000_product_facets', ...productFacetsMigration },
    { name: '20261211040000_catalogue_triggers_by_owner', ...catalogueTriggersByOwnerMigration },
    { name: '20261212000000_product_facts_to_match', ...productFactsToMatchMigration },
    { name: '20261215010000_product_currencies', ...productCurrenciesMigration },
    { name: '20261216000000_reference_prices', ...referencePricesMigration },
  ],
  jobs: [refreshReferencePricesJob],
  routes: [...categoryRoutes, ...certificationRoutes, ...marketRoutes, ...productRoutes],
  routines: routinesBeside(import.meta.url, [
    // The price ladder: its rule, and the price at a quantity (each before what calls it).
    'rawex_price_ladder_valid',
    'price_rung_reached',
    'next_price_rung',
    'rawex_unit_price',
    'note_catalogue_change',
    'rawex_catalogue_changed',
    'products_changed_for_saved_searches',
    'rawex_count_facet_profiles_delete',
    'rawex_count_facet_profiles_insert',
    'rawex_count_facet_profiles_update',
    'rawex_default_sku',
    'product_shows_upload',
    'active_products_by_vendor',
    'product_facts',
    'rawex_product_currency',
    'to_reference_price',
    'rawex_product_reference_price',
    'take_stock',
    'return_stock',
    'product_views_since',
    'category_facts',
    'category_slugs_of_products',
  ]),
  constraints: constraintMessages,
  tags: [{ name: 'Catalogue', description: 'Categories and products.' }],
  events: { 'product.created': describeProductEvents, 'product.updated': describeProductEvents },
};
