import { deliverWebhookJob } from './webhook-delivery.job.ts';
import { describeWebhookEvents } from './webhook-events.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import * as deliveriesInFlightMigration from './migrations/20261127020000_deliveries_in_flight.ts';
import * as secretRotationMigration from './migrations/20261127060000_secret_rotation.ts';

/** What webhooks bring to the app (gathered in `../domains.ts`). */
export const webhooksModule = {
  migrations: [
    { name: '20261127020000_deliveries_in_flight', ...deliveriesInFlightMigration },
    { name: '20261127060000_secret_rotation', ...secretRotationMigration },
  ],
  routes: webhookRoutes,
  jobs: [deliverWebhookJob],
  events: { 'webhook.disabled': describeWebhookEvents },
  tags: [
    {
      name: 'Webhooks',
      description: 'Signed HTTP calls to a third party’s endpoint when its account’s events happen.',
    },
  ],
};
