import { z } from 'zod';
import { integerIdSchema, timestampSchema, wholeNumberText } from '../platform/common.contract.ts';

/** What a notification is about; each kind may also come by email, as its user chooses. */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_received',
  'order_status',
  'rfq_posted',
  'quote_received',
  'quote_decision',
  'auction',
  'message_received',
  'webhook_disabled',
  'approval_requested',
  'approval_decided',
  'saved_search_matched',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** How each kind is named on the settings page and in the API document. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  order_placed: 'Orders you place',
  order_received: 'New orders for your products',
  order_status: 'Changes to your orders’ status',
  rfq_posted: 'Requests for quotation you can answer',
  quote_received: 'Quotes on your requests',
  quote_decision: 'Decisions on your quotes',
  auction: 'Auctions you may bid in, and their outcomes',
  message_received: 'Messages from buyers and suppliers',
  webhook_disabled: 'A webhook endpoint disabled after failing',
  approval_requested: 'Purchases waiting for your approval',
  approval_decided: 'Decisions on the purchases you asked approval for',
  saved_search_matched: 'New products matching your saved searches',
};

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: notificationKindSchema,
    title: z.string(),
    body: z.string(),
    link: z.string().meta({ description: 'The page it is about, on this site.' }),
    read: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const MAX_NOTIFICATION_PAGE = 100;
export const notificationListQuerySchema = z.strictObject({
  limit: wholeNumberText(1, MAX_NOTIFICATION_PAGE)
    .default(20)
    .meta({ description: `Notifications per page (default 20, at most ${MAX_NOTIFICATION_PAGE}).` }),
  before: integerIdSchema.optional().meta({
    description: 'The X-Next-Cursor of the page before: the notifications older than it. Absent: the newest.',
  }),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'true: only the unread ones.' }),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) }).meta({ id: 'UnreadCount' });

export const markReadBodySchema = z
  .union([
    z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(MAX_NOTIFICATION_PAGE) }),
    z.strictObject({ all: z.literal(true) }),
  ])
  .meta({ description: '{ids: [...]} marks those notifications read; {all: true} marks every one.' });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const notificationSettingSchema = z
  .object({
    kind: notificationKindSchema,
    label: z.string(),
    email: z.boolean().meta({ description: 'Also sent by email.' }),
  })
  .meta({ id: 'NotificationSetting' });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingListSchema = z.array(notificationSettingSchema);

export const updateNotificationSettingsBodySchema = z
  .array(z.strictObject({ kind: notificationKindSchema, email: z.boolean() }))
  .min(1)
  .max(NOTIFICATION_KINDS.length)
  .refine((settings) => new Set(settings.map((setting) => setting.kind)).size === settings.length, {
    message: 'names a kind twice',
  });
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;
