import type { Channel, ChannelMessage, ChannelOrder } from '@rawex/api/contracts';
import { sumAmounts } from '@rawex/ui-kit';

/** How many of the newest messages and orders the dashboard shows. */
export const RECENT_ACTIVITY_SHOWN = 5;

export function channelTotals(channels: readonly Channel[]) {
  const active = channels.filter((channel) => channel.status === 'active');
  return {
    activeChannels: active.length,
    orders: channels.reduce((sum, channel) => sum + channel.orders, 0),
    revenue: sumAmounts(channels.map((channel) => channel.revenue)),
    /** The mean conversion of the active channels, in %. */
    averageConversion:
      active.length === 0
        ? 0
        : active.reduce((sum, channel) => sum + channel.conversionRate, 0) / active.length,
  };
}

export type Activity =
  | { kind: 'message'; at: string; record: ChannelMessage }
  | { kind: 'order'; at: string; record: ChannelOrder };

/** Messages and orders merged, newest first, the first `count`. */
export function newestActivity(
  messages: readonly ChannelMessage[],
  orders: readonly ChannelOrder[],
  count = RECENT_ACTIVITY_SHOWN,
): Activity[] {
  return [
    ...messages.map((record) => ({ kind: 'message' as const, at: record.timestamp, record })),
    ...orders.map((record) => ({ kind: 'order' as const, at: record.timestamp, record })),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, count);
}

export interface ChannelSettingsValues {
  whatsappBusinessPhone: string;
  telegramBotToken: string;
  apiWebhookUrl: string;
  autoResponse: string;
}

export function validateChannelSettings(values: ChannelSettingsValues) {
  const phone = values.whatsappBusinessPhone.replace(/[\s()-]/g, '');
  let webhook: string | undefined;
  try {
    webhook =
      new URL(values.apiWebhookUrl).protocol === 'https:'
        ? undefined
        : 'The webhook URL must start with https://.';
  } catch {
    webhook = 'The webhook URL must be a full address, like https://erp.example.com/hooks.';
  }
  return {
    whatsappBusinessPhone: /^\+\d{7,15}$/.test(phone)
      ? undefined
      : 'Give the phone number in international form, like +233 30 274 1100.',
    telegramBotToken: /^\d+:[\w-]{20,}$/.test(values.telegramBotToken)
      ? undefined
      : 'A bot token looks like 123456789:ABC-… (from @BotFather).',
    apiWebhookUrl: webhook,
  };
}
