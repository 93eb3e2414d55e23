import type { NotificationKind } from '@rawex/api/contracts';
import { readAddress } from '@rawex/client';
import { useState } from 'react';
import { api } from './client';
import { useRead } from './read';
import { useSession } from './session';

const unreadAddress = readAddress('/api/notifications/unread-count', {});
const listAddress = readAddress('/api/notifications', { query: { limit: 50 } });

/** How often the header asks whether something new happened. */
const UNREAD_REFRESH_MS = 10_000;

/** The signed-in user's unread notifications, for the bell; undefined when signed out. */
export function useUnreadNotifications(): number | undefined {
  const { user } = useSession();
  const { data } = useRead(user ? unreadAddress : null, { refreshInterval: UNREAD_REFRESH_MS });
  return user ? (data?.count ?? 0) : undefined;
}

/** The user's latest notifications, and marking them read (the bell's count follows). */
export function useNotifications() {
  const list = useRead(listAddress);
  const unread = useRead(unreadAddress);
  const [marking, setMarking] = useState(false);
  return {
    notifications: list.data,
    error: list.error,
    isLoading: list.isLoading,
    marking,
    async markAllRead() {
      setMarking(true);
      try {
        const { data } = await api.POST('/api/notifications/read', { body: { all: true } });
        if (data) await unread.mutate(data, { revalidate: false });
        await list.mutate();
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
