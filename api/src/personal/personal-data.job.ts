import { defineJob } from '../platform/jobs/job-queue.ts';
import { prepareExport } from './personal-data.service.ts';

/** Prepares a large account's data export and emails its link. */
export const prepareDataExportJob = defineJob<{ exportId: string }>({
  name: 'personal.prepare-data-export',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  async run({ exportId }, { db, storage }) {
    await prepareExport(db, storage, exportId);
  },
});

/** Every night: exports past their week are removed, their files with them. */
export const forgetExpiredExportsJob = defineJob<Record<string, never>>({
  name: 'personal.forget-expired-exports',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  cron: '17 3 * * *',
  async run(_data, { db, storage }) {
    const expired = (await db('dataExports').where('expiresAt', '<', new Date()).select('id', 'fileKey')) as {
      id: string;
      fileKey: string | null;
    }[];
    const files = expired.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    if (files.length > 0) await storage.remove(files);
    await db('dataExports')
      .whereIn(
        'id',
        expired.map((row) => row.id),
      )
      .delete();
  },
});
