import { deliverWebhookJob } from './webhook-delivery.job.ts';
import { describeWebhookEvents } from './webhook-events.ts';
import { webhookRoutes } from './webhooks.routes.ts';

/** What webhooks bring to the app (gathered in `../domains.ts`). */
export const webhooksModule = {
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
