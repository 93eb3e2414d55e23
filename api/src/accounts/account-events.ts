import { noEffects, type EventDescriber } from '../notifications/event-effects.ts';

/** Emails about the account itself: they always go, whatever the user chose for notifications. */
export const describeAccountEvents: EventDescriber = async (_db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const userId = String(event.data.userId);
    if (event.type === 'account.password_changed') {
      effects.emails.push({
        key: `${event.id}:password_changed`,
        userId,
        content: {
          subject: 'Your password was changed',
          paragraphs: [
            `The password of your account was changed on ${event.createdAt.toUTCString()}, and every other session of yours was signed out.`,
            'If you did not change it, someone else knows your password: reset it now and tell us.',
          ],
          action: { label: 'Sign in', path: '/signin' },
        },
      });
    }
  }
  return effects;
};
