import { sweepUnusedUploadsJob } from './upload-sweep.job.ts';
import { uploadRoutes } from './uploads.routes.ts';

/** What uploads bring to the app (gathered in `../domains.ts`). */
export const mediaModule = {
  routes: uploadRoutes,
  jobs: [sweepUnusedUploadsJob],
  tags: [{ name: 'Uploads', description: 'Product images and videos, and documents for conversations.' }],
};
