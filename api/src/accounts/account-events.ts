import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { VERIFICATION_LINK_HOURS, verificationToken } from './email-verification.ts';

/** Emails about the account itself: they always go, whatever the user chose for notifications. */
export const describeAccountEvents: EventDescriber = async (db, events, settings) => {
  const effects = noEffects();
  for (const event of events) {
    const userId = String(event.data.userId);
    if (event.type === 'account.verify_email') {
      const user = await db('users').where({ id: userId }).first('id', 'email', 'emailVerifiedAt');
      if (!user || user.emailVerifiedAt) continue;
      // Events recorded before links had their expiry in them: the link works from the event on.
      const expiresAt = event.data.linkExpiresAt
        ? new Date(String(event.data.linkExpiresAt))
        : new Date(event.createdAt.getTime() + VERIFICATION_LINK_HOURS * 3_600_000);
      const token = await verificationToken(db, settings.secretsKey(), user, expiresAt);
      effects.emails.push({
        key: `${event.id}:verify_email`,
        userId,
        content: {
          subject: 'Confirm your email address',
          // Nothing the account wrote (its name) goes in an email anyone can ask RawEx to send.
          greetByName: false,
          paragraphs: [
            `Please confirm that ${user.email} is your address: open the link below and press the button there. It works until ${expiresAt.toUTCString()}.`,
            'Suppliers are verified by RawEx only once their address is confirmed. If you did not sign up, ignore this email.',
          ],
          action: { label: 'Confirm my email address', path: `/verify-email?token=${token}` },
        },
      });
    }
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
