import { sendEmailJob } from './emails.service.ts';
import { notificationRoutes } from './notifications.routes.ts';
import * as eventsMigration from './migrations/20261124010000_events.ts';

/**
 * What notifications bring to the app (gathered in `../domains.ts`; the dispatch job is made there,
 * from every domain's describers).
 */
export const notificationsModule = {
  migrations: [{ name: '20261124010000_events', ...eventsMigration }],
  routes: notificationRoutes,
  jobs: [sendEmailJob],
  tags: [
    {
      name: 'Notifications',
      description: 'What happened to the signed-in user’s orders and requests, and which of it is emailed.',
    },
  ],
};
