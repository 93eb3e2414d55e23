import { summaryRoutes } from './summary.routes.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { describePersonalDataEvents } from './personal-data.events.ts';
import { forgetExpiredExportsJob, prepareDataExportJob } from './personal-data.job.ts';
import * as dataExportsMigration from './migrations/20261129010000_data_exports.ts';
import * as savedProductsMigration from './migrations/20261129020000_saved_products.ts';
import { savedProductRoutes } from './saved-products.routes.ts';

/**
 * What a person's own views bring to the app (gathered in `../domains.ts`): their summary, their
 * saved products, their data export and leaving. They read the domains below them.
 */
export const personalModule = {
  migrations: [
    { name: '20261129010000_data_exports', ...dataExportsMigration },
    { name: '20261129020000_saved_products', ...savedProductsMigration },
  ],
  routes: [...summaryRoutes, ...personalDataRoutes, ...savedProductRoutes],
  tags: [{ name: 'Saved products', description: 'The products a person saved with a card’s heart.' }],
  jobs: [prepareDataExportJob, forgetExpiredExportsJob],
  events: { 'account.data_export_ready': describePersonalDataEvents },
};
