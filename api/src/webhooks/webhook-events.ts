import { noEffects, type EventDescriber } from '../notifications/index.ts';

/** An endpoint RawEx disabled after it failed every delivery: its owner is told, in-app and by email. */
export const describeWebhookEvents: EventDescriber = async (_db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { userId, url } = event.data as { userId: string; url: string };
    const body = `Every delivery to ${url} failed for days, so RawEx stopped sending to it. Fix the endpoint, then turn it back on in the API console.`;
    effects.notices.push({
      eventId: event.id,
      userId,
      kind: 'webhook_disabled',
      title: 'A webhook endpoint was disabled',
      body,
      link: '/api',
    });
    effects.emails.push({
      key: `${event.id}:webhook_disabled`,
      userId,
      kind: 'webhook_disabled',
      content: {
        subject: 'A webhook endpoint was disabled',
        paragraphs: [body],
        action: { label: 'Open the API console', path: '/api' },
      },
    });
  }
  return effects;
};
