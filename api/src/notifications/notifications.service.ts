import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { EventEffects } from './event-effects.ts';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type MarkReadBody,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationSetting,
  type UpdateNotificationSettingsBody,
} from './notifications.contract.ts';

interface NotificationRow extends Omit<Notification, 'read' | 'createdAt'> {
  readAt: Date | null;
  createdAt: Date;
}

const toNotification = ({ readAt, createdAt, ...row }: NotificationRow): Notification => ({
  ...row,
  read: readAt !== null,
  createdAt: createdAt.toISOString(),
});

/** The user's notifications, newest first, a page at a time by cursor. */
export async function listNotifications(
  db: Knex,
  user: AuthUser,
  { limit, before, unread }: NotificationListQuery,
): Promise<{ notifications: Notification[]; total: number; nextCursor: number | undefined }> {
  const mine = db('notifications').where({ userId: user.id });
  if (unread) mine.whereNull('readAt');
  const page = mine
    .clone()
    .modify((query) => (before === undefined ? query : query.where('id', '<', before)))
    .orderBy('id', 'desc')
    .limit(limit)
    .select('id', 'kind', 'title', 'body', 'link', 'readAt', 'createdAt');
  const [rows, counted] = await Promise.all([page, mine.clone().count({ total: '*' }).first()]);
  const notifications = (rows as NotificationRow[]).map(toNotification);
  return {
    notifications,
    total: Number(counted?.total ?? 0),
    nextCursor: notifications.length === limit ? notifications.at(-1)?.id : undefined,
  };
}

/** The user's notifications not yet read (`unread_notification_count`). */
export async function unreadCount(db: Knex, user: AuthUser): Promise<number> {
  const { rows } = (await db.raw('SELECT unread_notification_count(?) AS count', [user.id])) as {
    rows: { count: string }[];
  };
  return Number(rows[0]!.count);
}

/** Marks the user's notifications read (those of `ids`, or all); returns how many are unread now. */
export async function markRead(db: Knex, user: AuthUser, body: MarkReadBody): Promise<number> {
  await db('notifications')
    .where({ userId: user.id })
    .whereNull('readAt')
    .modify((query) => ('ids' in body ? query.whereIn('id', body.ids) : query))
    .update({ readAt: db.fn.now() });
  return unreadCount(db, user);
}

/** Every kind, with whether it also comes by email (yes, unless the user said no). */
export async function notificationSettings(db: Knex, user: AuthUser): Promise<NotificationSetting[]> {
  const chosen = new Map(
    (
      (await db('notificationSettings').where({ userId: user.id }).select('kind', 'email')) as {
        kind: string;
        email: boolean;
      }[]
    ).map((row) => [row.kind, row.email]),
  );
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS[kind],
    email: chosen.get(kind) ?? true,
  }));
}

export async function updateNotificationSettings(
  db: Knex,
  user: AuthUser,
  settings: UpdateNotificationSettingsBody,
): Promise<NotificationSetting[]> {
  await writeEmailSettings(db, user.id, settings);
  return notificationSettings(db, user);
}

const writeEmailSettings = (db: Knex, userId: string, settings: UpdateNotificationSettingsBody) =>
  db('notificationSettings')
    .insert(settings.map((setting) => ({ userId, ...setting })))
    .onConflict(['userId', 'kind'])
    .merge(['email']);

/** Turns off a person's emails of one kind (a link in such an email, followed without signing in). */
export async function stopEmailsOf(db: Knex, userId: string, kind: NotificationKind): Promise<void> {
  await writeEmailSettings(db, userId, [{ kind, email: false }]);
}

/** Writes the in-app notifications of a dispatch, each once. */
export async function recordNotices(trx: Knex.Transaction, notices: EventEffects['notices']): Promise<void> {
  if (notices.length === 0) return;
  await trx('notifications').insert(notices).onConflict(['eventId', 'userId', 'kind']).ignore();
}

/** A person's notifications as their data export shows them, oldest first. */
export function notificationsOf(db: Knex, userId: string) {
  return db('notifications')
    .where({ userId })
    .orderBy('createdAt')
    .select('id', 'kind', 'title', 'body', 'link', 'readAt', 'createdAt');
}

/** How many notifications a person has: part of what sizes their data export. */
export async function notificationCount(db: Knex, userId: string): Promise<number> {
  return Number((await db('notifications').where({ userId }).count({ count: '*' }).first())?.count ?? 0);
}
