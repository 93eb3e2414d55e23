import type { CreateWebhookRequest, UpdateWebhookRequest, WebhookDelivery } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';

/** The signed-in user's webhook endpoints, their deliveries, and the changes to them. */

export function useWebhooks() {
  const { data, error } = useRead(readAddress('/api/webhooks'));
  return { webhooks: data, error };
}

/** An endpoint's latest deliveries, asked for again while some are still being tried. */
export function useDeliveries(webhookId: number | null) {
  const { data, error } = useRead(
    webhookId === null
      ? null
      : readAddress('/api/webhooks/{id}/deliveries', { path: { id: webhookId }, query: { limit: 20 } }),
    {
      refreshInterval: (latest?: WebhookDelivery[]) =>
        latest?.some((delivery) => delivery.status === 'pending') ? 3_000 : 0,
    },
  );
  return { deliveries: data, error };
}

export function useWebhookActions() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.webhooks);
  // A delivery changes only its endpoint's deliveries: the endpoints stay on screen as they are.
  const reloadDeliveries = (id: number) => invalidate(RESOURCES.webhookDeliveries(id));
  return {
    async create(webhook: CreateWebhookRequest) {
      const { data: created } = await ok(api.POST('/api/webhooks', { body: webhook }));
      await reload();
      return created;
    },
    async update(id: number, changes: UpdateWebhookRequest) {
      await ok(api.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: changes }));
      await reload();
    },
    async remove(id: number) {
      await api.DELETE('/api/webhooks/{id}', { params: { path: { id } } });
      await reload();
    },
    /** A new signing secret, shown this once; the old one still signs for 24 hours. */
    async rotateSecret(id: number) {
      const { data: rotated } = await ok(
        api.POST('/api/webhooks/{id}/rotate-secret', { params: { path: { id } } }),
      );
      return rotated.secret;
    },
    async test(id: number) {
      await ok(api.POST('/api/webhooks/{id}/test', { params: { path: { id } } }));
      await reloadDeliveries(id);
    },
    async retry(id: number, deliveryId: string) {
      await ok(
        api.POST('/api/webhooks/{id}/deliveries/{deliveryId}/retry', {
          params: { path: { id, deliveryId } },
        }),
      );
      await reload();
    },
  };
}
