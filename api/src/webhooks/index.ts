// What the composition root hands the event dispatch: the webhook deliveries events bring about.
export { queueDeliveries, sealWebhookSecrets } from './webhooks.service.ts';
