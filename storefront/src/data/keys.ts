import type { CreateApiKeyRequest, UpdateApiKeyRequest } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';

/** The API management console: the signed-in user's keys, their use, and the API's endpoints. */

export const KEY_USAGE_REFRESH_MS = 30_000;

export function useApiKeys() {
  const { data, error } = useRead(readAddress('/api/keys'));
  return { keys: data, error };
}

export function useKeyUsage() {
  const { data, error } = useRead(readAddress('/api/keys/usage'), { refreshInterval: KEY_USAGE_REFRESH_MS });
  return { usage: data, error };
}

/** The whole platform's metrics per endpoint: an administrator's to read; nothing is asked for anyone else. */
export function useEndpointUsage(isAdmin: boolean) {
  const { data, error } = useRead(isAdmin ? readAddress('/api/metrics/endpoints') : null, {
    refreshInterval: KEY_USAGE_REFRESH_MS,
  });
  return { endpoints: data, error };
}

export type KeyChanges = UpdateApiKeyRequest;

/** Creating, changing and revoking keys; each reloads the keys and their use. */
export function useKeyActions() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.keys);
  return {
    async create(key: CreateApiKeyRequest) {
      const { data: created } = await ok(api.POST('/api/keys', { body: key }));
      await reload();
      return created;
    },
    async update(id: number, changes: KeyChanges) {
      const { data: updated } = await ok(
        api.PATCH('/api/keys/{id}', { params: { path: { id } }, body: changes }),
      );
      await reload();
      return updated;
    },
    /** A key a password reset paused works again: its owner confirms it is theirs. */
    async resume(id: number) {
      await ok(api.POST('/api/keys/{id}/resume', { params: { path: { id } } }));
      await reload();
    },
    async revoke(id: number) {
      await api.DELETE('/api/keys/{id}', { params: { path: { id } } });
      await reload();
    },
  };
}
