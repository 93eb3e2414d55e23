import { z } from 'zod';
import { timestampSchema } from '../platform/common.contract.ts';
import {
  CHANNEL_TYPES,
  CHANNEL_STATUSES,
  AUTO_RESPONSE_MODES,
  TELEGRAM_COMMANDS,
} from './console-values.contract.ts';
import { usd, percent } from './sample-scalars.contract.ts';

/** The sales channels' records: omnichannel and multichannel, WhatsApp and Telegram. */

// ── Channels (omnichannel and multichannel) ─────────────────────────────────────────────────────

export const channelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(CHANNEL_TYPES),
    status: z.enum(CHANNEL_STATUSES),
    orders: z.number().int().nonnegative(),
    revenue: usd,
    customers: z.number().int().nonnegative(),
    conversionRate: percent,
    description: z.string(),
    icon: z.string(),
    colour: z.string().meta({ description: "The channel's brand colour, for its chart bar." }),
  })
  .meta({ id: 'SampleChannel' });

export const channelMessageSchema = z
  .object({
    id: z.string(),
    channelId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    message: z.string(),
    timestamp: timestampSchema,
    type: z.enum(['inquiry', 'quote', 'order']),
    status: z.enum(['new', 'responded', 'resolved']),
    priority: z.enum(['high', 'medium', 'low']),
  })
  .meta({ id: 'SampleChannelMessage' });

export const channelOrderSchema = z
  .object({
    id: z.string(),
    channelId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    commodity: z.string(),
    quantity: z.number().int().positive(),
    unit: z.string(),
    value: usd,
    status: z.enum(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled']),
    timestamp: timestampSchema,
  })
  .meta({ id: 'SampleChannelOrder' });

export const omnichannelSettingsSchema = z
  .object({
    whatsappBusinessPhone: z.string(),
    telegramBotToken: z.string(),
    apiWebhookUrl: z.string(),
    autoResponse: z.enum(AUTO_RESPONSE_MODES),
  })
  .meta({ id: 'SampleOmnichannelSettings' });

export const integrationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(['available', 'connected', 'pending']),
  })
  .meta({ id: 'SampleIntegration' });

// ── WhatsApp ────────────────────────────────────────────────────────────────────────────────────

export const whatsappConversationSchema = z
  .object({
    phone: z.string(),
    name: z.string(),
    lastMessage: z.string(),
    lastMessageAt: timestampSchema,
    unreadCount: z.number().int().nonnegative(),
    status: z.enum(['online', 'offline', 'typing']),
  })
  .meta({ id: 'SampleWhatsappConversation' });

export const whatsappMessageSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    message: z.string(),
    timestamp: timestampSchema,
    type: z.enum(['text', 'product']),
    isIncoming: z.boolean(),
    status: z.enum(['sent', 'delivered', 'read']),
  })
  .meta({ id: 'SampleWhatsappMessage' });

export const whatsappCatalogProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.string().meta({ description: 'The price as the catalogue shows it.', example: '$4.20 / kg' }),
    image: z.string(),
    description: z.string(),
  })
  .meta({ id: 'SampleWhatsappCatalogProduct' });

export const whatsappProfileSchema = z
  .object({
    businessName: z.string(),
    phoneNumber: z.string(),
    description: z.string(),
    welcomeMessage: z.string(),
    awayMessage: z.string(),
    orderConfirmationMessage: z.string(),
    quickReplies: z.array(z.string()).length(5),
  })
  .meta({ id: 'SampleWhatsappProfile' });

// ── Telegram ────────────────────────────────────────────────────────────────────────────────────

export const telegramUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    isBot: z.boolean(),
    languageCode: z.string(),
    lastActive: timestampSchema,
    orderCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SampleTelegramUser' });

export const telegramCommandSchema = z
  .object({
    command: z.enum(TELEGRAM_COMMANDS),
    description: z.string(),
    enabled: z.boolean(),
    responseType: z.enum(['menu', 'product', 'order', 'text']),
    example: z.string(),
  })
  .meta({ id: 'SampleTelegramCommand' });

export const telegramActivitySchema = z.object({
  id: z.string(),
  text: z.string(),
  at: timestampSchema,
});

export const telegramOverviewSchema = z
  .object({
    totalUsers: z.number().int().nonnegative(),
    activeToday: z.number().int().nonnegative(),
    messagesToday: z.number().int().nonnegative(),
    ordersViaBot: z.number().int().nonnegative(),
    performance: z.array(z.object({ label: z.string(), value: percent })),
    recentActivity: z.array(telegramActivitySchema),
  })
  .meta({ id: 'SampleTelegramOverview' });

export const telegramSettingsSchema = z
  .object({
    botToken: z.string(),
    webhookUrl: z.string(),
    botUsername: z.string(),
    welcomeTemplate: z.string(),
    orderConfirmationTemplate: z.string(),
    smartReplies: z.boolean(),
    autoProductSuggestions: z.boolean(),
    status: z.array(z.object({ label: z.string(), ok: z.boolean(), detail: z.string() })),
  })
  .meta({ id: 'SampleTelegramSettings' });
