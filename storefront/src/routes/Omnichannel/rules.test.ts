import type { Channel, ChannelMessage, ChannelOrder } from '@rawex/api/contracts';
import { currentSamples } from '@rawex/fixtures/samples';
import { describe, expect, it } from 'vitest';
import { channelTotals, newestActivity, validateChannelSettings } from './rules';

const samples = currentSamples().omnichannel;

describe('omnichannel rules', () => {
  it('count active channels and average their conversion; add orders and revenue over all', () => {
    const channels = [
      { status: 'active', orders: 10, revenue: '100.10', conversionRate: 4 },
      { status: 'active', orders: 5, revenue: '0.20', conversionRate: 6 },
      { status: 'pending', orders: 1, revenue: '1.00', conversionRate: 90 },
    ] as Channel[];
    expect(channelTotals(channels)).toEqual({
      activeChannels: 2,
      orders: 16,
      revenue: '101.30',
      averageConversion: 5,
    });
    expect(channelTotals([]).averageConversion).toBe(0);
  });

  it('merge messages and orders, newest first, five at most', () => {
    const activity = newestActivity(samples.messages, samples.orders);
    expect(activity).toHaveLength(5);
    const times = activity.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = Math.max(
      ...[...samples.messages.map((m) => m.timestamp), ...samples.orders.map((o) => o.timestamp)].map(
        Date.parse,
      ),
    );
    expect(times[0]).toBe(newest);
    expect(
      newestActivity([{ timestamp: '2026-01-01T00:00:00Z' } as ChannelMessage], [] as ChannelOrder[]),
    ).toHaveLength(1);
  });

  it('check the settings: an international phone, a bot token, an https webhook', () => {
    expect(Object.values(validateChannelSettings(samples.settings)).filter(Boolean)).toEqual([]);
    const wrong = validateChannelSettings({
      whatsappBusinessPhone: '0302',
      telegramBotToken: 'abc',
      apiWebhookUrl: 'http://x.example',
      autoResponse: 'instant',
    });
    expect(wrong.whatsappBusinessPhone).toMatch(/international form/);
    expect(wrong.telegramBotToken).toMatch(/BotFather/);
    expect(wrong.apiWebhookUrl).toBe('The webhook URL must start with https://.');
    expect(
      validateChannelSettings({ ...samples.settings, apiWebhookUrl: 'not a url' }).apiWebhookUrl,
    ).toMatch(/full address/);
  });
});
