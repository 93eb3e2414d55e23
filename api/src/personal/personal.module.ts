import { routinesBeside } from '../platform/database/migrate.ts';
import { summaryRoutes } from './summary.routes.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { describePersonalDataEvents } from './personal-data.events.ts';
import { forgetExpiredExportsJob, prepareDataExportJob } from './personal-data.job.ts';
import * as dataExportsMigration from './migrations/20261129010000_data_exports.ts';
import * as savedProductsMigration from './migrations/20261129020000_saved_products.ts';
import { savedProductRoutes } from './saved-products.routes.ts';
import * as savedSearchesMigration from './migrations/20261201000000_saved_searches.ts';
import * as savedSearchCandidatesAskedMigration from './migrations/20261211030000_saved_search_candidates_asked.ts';
import * as savedSearchPriceCurrencyMigration from './migrations/20261216010000_saved_search_price_currency.ts';
import { savedSearchRoutes } from './saved-searches.routes.ts';
import { describeSavedSearchEvents, matchSavedSearchesJob } from './saved-search.events.ts';
import { SAVED_SEARCHES_MATCHED } from './saved-search-matching.ts';

/**
 * What a person's own views bring to the app (gathered in `../domains.ts`): their summary, their
 * saved products and searches, their data export and leaving. They read the domains below them.
 */
export const personalModule = {
  migrations: [
    { name: '20261129010000_data_exports', ...dataExportsMigration },
    { name: '20261129020000_saved_products', ...savedProductsMigration },
    { name: '20261201000000_saved_searches', ...savedSearchesMigration },
    { name: '20261211030000_saved_search_candidates_asked', ...savedSearchCandidatesAskedMigration },
    { name: '20261216010000_saved_search_price_currency', ...savedSearchPriceCurrencyMigration },
  ],
  routes: [...summaryRoutes, ...personalDataRoutes, ...savedProductRoutes, ...savedSearchRoutes],
  routines: routinesBeside(import.meta.url, ['note_saved_search_candidates']),
  tags: [
    { name: 'Saved products', description: 'The products a person saved with a card’s heart.' },
    {
      name: 'Saved searches',
      description: 'Searches a person keeps, alerting them of matching products listed or made cheaper.',
    },
  ],
  jobs: [prepareDataExportJob, forgetExpiredExportsJob, matchSavedSearchesJob],
  events: {
    'account.data_export_ready': describePersonalDataEvents,
    [SAVED_SEARCHES_MATCHED]: describeSavedSearchEvents,
  },
  constraints: {
    saved_searches_name_length: {
      field: 'name',
      message: 'A saved search’s name must be 1 to 100 characters.',
    },
  },
};
