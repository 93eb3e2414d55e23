import { summaryRoutes } from './summary.routes.ts';
import { personalDataRoutes } from './personal-data.routes.ts';
import { describePersonalDataEvents } from './personal-data.events.ts';
import { forgetExpiredExportsJob, prepareDataExportJob } from './personal-data.job.ts';
import * as dataExportsMigration from './migrations/20261129010000_data_exports.ts';

/**
 * What a person's own views bring to the app (gathered in `../domains.ts`): their summary, their
 * data export and leaving. They read the domains below them.
 */
export const personalModule = {
  migrations: [{ name: '20261129010000_data_exports', ...dataExportsMigration }],
  routes: [...summaryRoutes, ...personalDataRoutes],
  jobs: [prepareDataExportJob, forgetExpiredExportsJob],
  events: { 'account.data_export_ready': describePersonalDataEvents },
};
