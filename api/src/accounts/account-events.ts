import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { VERIFICATION_LINK_HOURS, verificationToken } from './email-verification.ts';
import { emailChangeToken, type EmailChange } from './email-change.ts';
import { isCurrentResetToken } from './password-reset.ts';
import { openText } from '../platform/secrets.ts';
import { EMAIL_CHANGE_UNDO_HOURS, PASSWORD_RESET_MINUTES } from './account-values.contract.ts';
import { formatDateTime } from '@rawex/format';

const SECOND_STEP_CHANGES: Record<string, string> = {
  totp_added: 'An authenticator app was set up as your second step.',
  totp_removed: 'The authenticator app was removed from your account.',
  passkey_added: 'A passkey was added to your account.',
  passkey_removed: 'A passkey was removed from your account.',
  recovery_codes_replaced: 'New recovery codes were made; the old ones no longer work.',
};

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
            `Please confirm that ${user.email} is your address: open the link below and press the button there. It works until ${formatDateTime(expiresAt)}.`,
            'Suppliers are verified by RawEx only once their address is confirmed. If you did not sign up, ignore this email.',
          ],
          action: { label: 'Confirm my email address', path: `/verify-email?token=${token}` },
        },
      });
    }
    if (event.type === 'account.second_step_locked') {
      effects.emails.push({
        key: `${event.id}:second_step_locked`,
        userId,
        content: {
          subject: 'Sign-in to your account is locked for an hour',
          paragraphs: [
            `Ten wrong second-step codes were sent for your account by ${formatDateTime(event.createdAt)}, after its password was given: someone may know your password. Signing in is locked for an hour.`,
            'If it was not you, reset your password now: that also lifts the lock. Then check the sessions and keys on your security page.',
          ],
          action: { label: 'Reset my password', path: '/forgot-password' },
        },
      });
    }
    if (event.type === 'account.password_changed') {
      const byReset = event.data.by === 'reset';
      effects.emails.push({
        key: `${event.id}:password_changed`,
        userId,
        content: {
          subject: 'Your password was changed',
          paragraphs: [
            byReset
              ? `The password of your account was set with a reset link on ${formatDateTime(event.createdAt)}, and every session of yours was signed out.`
              : `The password of your account was changed on ${formatDateTime(event.createdAt)}, and every other session of yours was signed out.`,
            ...(byReset
              ? [
                  'Your passkeys no longer sign you in alone, and your API keys are paused: once signed in, keep each passkey under Account › Security and resume each key under API keys that you made yourself, and remove the others.',
                ]
              : []),
            'If you did not change it, someone else knows your password: reset it now and tell us.',
          ],
          action: byReset
            ? { label: 'Sign in', path: '/signin' }
            : { label: 'Reset my password', path: '/forgot-password' },
        },
      });
    }
    if (event.type === 'account.password_reset_requested') {
      const token = openText(settings.secretsKey(), String(event.data.sealedToken));
      // A newer request (or the reset itself) made this link worthless: its email would only confuse.
      if (!(await isCurrentResetToken(db, userId, token))) continue;
      effects.emails.push({
        key: `${event.id}:password_reset`,
        userId,
        content: {
          subject: 'Set a new password',
          greetByName: false,
          paragraphs: [
            `Someone asked to set a new password for this account. The link below works once, for ${PASSWORD_RESET_MINUTES} minutes; an older link no longer works.`,
            'If it was not you, ignore this email: your password stays as it is.',
          ],
          action: { label: 'Choose a new password', path: `/reset-password?token=${token}` },
        },
      });
    }
    if (event.type === 'account.email_change_requested' || event.type === 'account.email_changed') {
      const change = (await db('emailChanges')
        .where({ id: String(event.data.changeId) })
        .first()) as EmailChange | undefined;
      if (!change) continue;
      if (event.type === 'account.email_change_requested') {
        const token = await emailChangeToken(db, settings.secretsKey(), change, 'confirm');
        effects.emails.push({
          key: `${event.id}:email_change`,
          address: change.newEmail,
          content: {
            subject: 'Confirm your new email address',
            greetByName: false,
            paragraphs: [
              `A RawEx account asked to sign in with ${change.newEmail} from now on. Open the link to confirm it; it works until ${formatDateTime(change.linkExpiresAt)}.`,
              'If you did not ask for this, ignore this email: nothing changes.',
            ],
            action: { label: 'Confirm my new address', path: `/account/email?token=${token}` },
          },
        });
      } else {
        const token = await emailChangeToken(db, settings.secretsKey(), change, 'undo');
        effects.emails.push({
          key: `${event.id}:email_changed`,
          address: change.oldEmail,
          content: {
            subject: 'Your sign-in email was changed',
            greetByName: false,
            paragraphs: [
              `Your RawEx account signs in with ${change.newEmail} instead of ${change.oldEmail} since ${formatDateTime(change.appliedAt!)}.`,
              `If you did not do this, undo it within ${EMAIL_CHANGE_UNDO_HOURS} hours with the link below: the old address comes back and everyone is signed out. Then choose a new password.`,
            ],
            action: { label: 'Undo the change', path: `/account/email?undo=${token}` },
          },
        });
      }
    }
    if (event.type === 'account.new_sign_in') {
      effects.emails.push({
        key: `${event.id}:new_sign_in`,
        userId,
        content: {
          subject: 'A sign-in from a new device',
          paragraphs: [
            `Your account was signed in on ${formatDateTime(String(event.data.at))} from ${String(event.data.device)}, at ${String(event.data.ip)}, which it had not been signed in from before.`,
            'If it was you, there is nothing to do. If not, sign that session out and change your password.',
          ],
          action: { label: 'See where you are signed in', path: '/account/security' },
        },
      });
    }
    if (event.type === 'account.second_step_changed') {
      effects.emails.push({
        key: `${event.id}:second_step`,
        userId,
        content: {
          subject: 'Your sign-in settings changed',
          paragraphs: [
            SECOND_STEP_CHANGES[String(event.data.change)] ?? 'How your account signs in changed.',
            'If you did not do this, reset your password now and check your account’s security page.',
          ],
          action: { label: 'Review your account’s security', path: '/account/security' },
        },
      });
    }
  }
  return effects;
};
