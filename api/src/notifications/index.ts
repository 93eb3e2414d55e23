// What other domains may use of events and notifications: record an event, describe its effects,
// count a user's unread notifications (in SQL, `unread_notification_count`).
export {
  noEffects,
  type EmailContent,
  type EventDescriber,
  type EventDescribers,
  type EventEffects,
  type RecordedEvent,
} from './event-effects.ts';
export { recordEvent, recordEvents } from './events.service.ts';
export { notificationCount, notificationsOf, stopEmailsOf } from './notifications.service.ts';
export type { NotificationKind } from './notifications.contract.ts';
