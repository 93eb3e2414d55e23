import { sweepUnusedUploadsJob } from './upload-sweep.job.ts';
import { uploadRoutes } from './uploads.routes.ts';
import * as uploadsMigration from './migrations/20261123040000_uploads.ts';
import * as attachedUploadsMigration from './migrations/20261207040000_attached_uploads.ts';

/** What uploads bring to the app (gathered in `../domains.ts`). */
export const mediaModule = {
  migrations: [
    { name: '20261123040000_uploads', ...uploadsMigration },
    { name: '20261207040000_attached_uploads', ...attachedUploadsMigration },
  ],
  routes: uploadRoutes,
  jobs: [sweepUnusedUploadsJob],
  tags: [{ name: 'Uploads', description: 'Product images and videos, and documents for conversations.' }],
};
