import type { Database } from './platform/database/database.ts';
import type { EventSettings } from './platform/settings.ts';
import type { Logger } from './platform/logger.ts';
import { createMailer } from './platform/mail/mailer.ts';
import {
  createJobQueue,
  startWorker,
  type AnyJobDefinition,
  type Worker,
  type WorkerOptions,
} from './platform/jobs/job-queue.ts';
import { DOMAIN_JOBS, EVENT_DESCRIBERS } from './domains.ts';
import type { FileStorage } from './media/file-storage.ts';
import { dispatchEventsJob } from './notifications/dispatch.job.ts';
import { queueDeliveries } from './webhooks/index.ts';

/** Every kind of background work: each its own queue, retried on its own schedule. */
export const JOBS: readonly AnyJobDefinition[] = [
  dispatchEventsJob({ describers: EVENT_DESCRIBERS, queueWebhookDeliveries: queueDeliveries }),
  ...DOMAIN_JOBS,
];

export interface WorkerContext {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  settings: EventSettings;
}

/** Runs every job until stopped (`rawex worker`, or beside the API in `rawex start`). */
export async function startJobWorker(
  { db, storage, logger, settings }: WorkerContext,
  options?: WorkerOptions,
): Promise<Worker> {
  const mailer = createMailer(settings.mail, logger);
  const worker = await startWorker(
    JOBS,
    { db: db.knex, logger, storage, settings, mailer, queue: createJobQueue(db.knex) },
    { listen: db.listen, ...options },
  );
  return {
    async stop(stopOptions) {
      await worker.stop(stopOptions);
      mailer.close();
    },
  };
}
