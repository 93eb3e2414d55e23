import { cursorHeadersDoc, setCursorHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  markReadBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSettingListSchema,
  unreadCountSchema,
  updateNotificationSettingsBodySchema,
} from './notifications.contract.ts';
import {
  listNotifications,
  markRead,
  notificationSettings,
  unreadCount,
  updateNotificationSettings,
} from './notifications.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Notifications';

export const notificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/notifications',
    operationId: 'listNotifications',
    summary: 'Your notifications, newest first',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: notificationListQuerySchema,
    responses: {
      200: {
        description: 'A page of notifications.',
        schema: notificationListSchema,
        headers: cursorHeadersDoc('How many there are in all.'),
      },
    },
    async handler(ctx, { query, user }, { db }) {
      const { notifications, total, nextCursor } = await listNotifications(db.knex, user, query);
      setCursorHeaders(ctx, total, nextCursor);
      ctx.body = notifications;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/notifications/unread-count',
    operationId: 'countUnreadNotifications',
    summary: 'How many of your notifications are unread',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'The count.', schema: unreadCountSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = { count: await unreadCount(db.knex, user) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/notifications/read',
    operationId: 'markNotificationsRead',
    summary: 'Mark notifications read',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: markReadBodySchema },
    responses: { 200: { description: 'How many are unread now.', schema: unreadCountSchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = { count: await markRead(db.knex, user, body) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/notification-settings',
    operationId: 'getNotificationSettings',
    summary: 'Which kinds of notification also come by email',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: {
      200: { description: 'Every kind, with its choice.', schema: notificationSettingListSchema },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await notificationSettings(db.knex, user);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/notification-settings',
    operationId: 'updateNotificationSettings',
    summary: 'Choose which kinds of notification also come by email',
    description:
      'Kinds left out keep their choice. Emails about the account itself (a changed password) always go.',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: updateNotificationSettingsBodySchema },
    responses: {
      200: { description: 'Every kind, with its choice.', schema: notificationSettingListSchema },
    },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await updateNotificationSettings(db.knex, user, body);
    },
  }),
];
