import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { EXPORT_KEPT_DAYS } from './personal-data.service.ts';

/** The email that links a prepared export: it always goes, whatever the person chose for notifications. */
export const describePersonalDataEvents: EventDescriber = async (_db, events) => {
  const effects = noEffects();
  for (const event of events) {
    if (event.type !== 'account.data_export_ready') continue;
    effects.emails.push({
      key: `${event.id}:data_export`,
      userId: String(event.data.userId),
      content: {
        subject: 'Your RawEx data is ready',
        paragraphs: [
          `The copy of everything RawEx holds about you that you asked for is ready, as a JSON file. Download it while signed in, within ${EXPORT_KEPT_DAYS} days.`,
          'If you did not ask for it, sign in and look at where you are signed in under Account › Security.',
        ],
        action: { label: 'Download my data', path: `/api/auth/me/exports/${String(event.data.exportId)}` },
      },
    });
  }
  return effects;
};
