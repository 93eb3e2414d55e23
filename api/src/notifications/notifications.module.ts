import { sendEmailJob } from './emails.service.ts';
import { notificationRoutes } from './notifications.routes.ts';

/**
 * What notifications bring to the app (gathered in `../domains.ts`; the dispatch job is made there,
 * from every domain's describers).
 */
export const notificationsModule = {
  routes: notificationRoutes,
  jobs: [sendEmailJob],
  tags: [
    {
      name: 'Notifications',
      description: 'What happened to the signed-in user’s orders and requests, and which of it is emailed.',
    },
  ],
};
