import { routinesBeside } from '../platform/database/migrate.ts';
import { sendEmailJob } from './email-sending.ts';
import { notificationRoutes } from './notifications.routes.ts';
import * as eventsMigration from './migrations/20261124010000_events.ts';
import * as emailDigestsMigration from './migrations/20261127050000_email_digests.ts';
import * as emailSendingLeasesMigration from './migrations/20261202000000_email_sending_leases.ts';
import * as emailAttachmentsMigration from './migrations/20261204010000_email_attachments.ts';
import { sendDigestJob } from './email-digests.ts';
import { purgeEmailBodiesJob } from './email-purge.job.ts';

/**
 * What notifications bring to the app (gathered in `../domains.ts`; the dispatch job is made there,
 * from every domain's describers).
 */
export const notificationsModule = {
  migrations: [
    { name: '20261124010000_events', ...eventsMigration },
    { name: '20261127050000_email_digests', ...emailDigestsMigration },
    { name: '20261202000000_email_sending_leases', ...emailSendingLeasesMigration },
    { name: '20261204010000_email_attachments', ...emailAttachmentsMigration },
  ],
  routes: notificationRoutes,
  routines: routinesBeside(import.meta.url, [
    'record_event',
    'record_events',
    'enqueue_job',
    'unread_notification_count',
  ]),
  jobs: [sendEmailJob, sendDigestJob, purgeEmailBodiesJob],
  tags: [
    {
      name: 'Notifications',
      description: 'What happened to the signed-in user’s orders and requests, and which of it is emailed.',
    },
  ],
};
