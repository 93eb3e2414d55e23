import type { NotificationKind } from '@rawex/api/contracts';
import { readAddress } from '@rawex/client';
import { useState } from 'react';
import { api } from './client';
import { useRead } from './read';
import { useRefreshWaiting } from './session';

const listAddress = readAddress('/api/notifications', { query: { limit: 50 } });

/** The user's latest notifications, and marking them read (the bell's count follows). */
export function useNotifications() {
  const list = useRead(listAddress);
  const refreshWaiting = useRefreshWaiting();
  const [marking, setMarking] = useState(false);
  return {
    notifications: list.data,
    error: list.error,
    isLoading: list.isLoading,
    marking,
    async markAllRead() {
      setMarking(true);
      try {
        await api.POST('/api/notifications/read', { body: { all: true } });
        await Promise.all([refreshWaiting(), list.mutate()]);
      } finally {
        setMarking(false);
      }
    },
  };
}

const settingsAddress = readAddress('/api/notification-settings', {});

/** Which kinds of notification also come by email, and changing one. */
export function useNotificationSettings() {
  const { data, error, isLoading, mutate } = useRead(settingsAddress);
  return {
    settings: data,
    error,
    isLoading,
    async setEmail(kind: NotificationKind, email: boolean) {
      const { data: saved } = await api.PUT('/api/notification-settings', { body: [{ kind, email }] });
      if (saved) await mutate(saved, { revalidate: false });
    },
  };
}
