import type { Knex } from 'knex';
import { openToken, signToken } from './signed-tokens.ts';
import { recordEvent } from '../notifications/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { AppError, secondsUntilWindowFrees, tooManyRequests } from '../platform/errors/index.ts';
import { User } from './user.model.ts';
import { VerificationEmail } from './verification-email.model.ts';

/** How long a verification link works. */
export const VERIFICATION_LINK_HOURS = 48;

/** A resend waits this long after the last email, and no more than `PER_DAY` go in a day. */
export const VERIFICATION_EMAIL_LIMITS = { minutesBetween: 5, perDay: 5 } as const;
/** A resend sends the last link again while it works for at least this much longer. */
const REUSE_LINK_FOR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A token for the link that confirms `email` belongs to the user: who, which address and until
 * when, signed with the database's secret. Changing the address makes it worthless; the same
 * expiry makes the same token.
 */
export async function verificationToken(
  db: Knex,
  secretsKey: Buffer,
  user: { id: string; email: string },
  expiresAt: Date,
): Promise<string> {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return signToken(db, secretsKey, { u: user.id, e: user.email, x: expires });
}

/**
 * Sends the email that confirms the user's address (at sign-up, and when they ask again), within
 * its limits: 429 with Retry-After within 5 minutes of the last one or past 5 in a day. While the
 * last link still works for an hour or more, the email carries that link again.
 */
export async function sendVerificationEmail(
  trx: Knex.Transaction,
  userId: string,
  now = new Date(),
): Promise<void> {
  await lockUntilCommit(trx, `verification-email:${userId}`);
  const today = await VerificationEmail.query(trx)
    .where({ userId })
    .andWhere('requestedAt', '>', new Date(now.getTime() - DAY_MS))
    .orderBy('requestedAt', 'desc');
  const { minutesBetween, perDay } = VERIFICATION_EMAIL_LIMITS;
  const last = today[0];
  if (last && now.getTime() - last.requestedAt.getTime() < minutesBetween * MINUTE_MS) {
    throw tooManyRequests(
      'verification_email_too_soon',
      `A confirmation email went to you less than ${minutesBetween} minutes ago: look for it (and in your spam folder) before asking again.`,
      secondsUntilWindowFrees(last.requestedAt, minutesBetween * MINUTE_MS, now),
    );
  }
  const oldest = today.at(-1);
  if (today.length >= perDay && oldest) {
    throw tooManyRequests(
      'too_many_verification_emails',
      `${perDay} confirmation emails went to you in the last 24 hours: use the link of the latest one, or try again tomorrow.`,
      secondsUntilWindowFrees(oldest.requestedAt, DAY_MS, now),
    );
  }
  const linkExpiresAt =
    last && last.linkExpiresAt.getTime() - now.getTime() >= REUSE_LINK_FOR_MS
      ? last.linkExpiresAt
      : new Date(now.getTime() + VERIFICATION_LINK_HOURS * 60 * MINUTE_MS);
  await VerificationEmail.query(trx).insert({ userId, requestedAt: now, linkExpiresAt });
  await recordEvent(trx, 'account.verify_email', { userId, linkExpiresAt: linkExpiresAt.toISOString() });
}

const invalidLink = () =>
  new AppError({
    status: 422,
    code: 'verification_link_invalid',
    title: 'Unprocessable Content',
    detail:
      'This verification link is not valid: open the link from the latest email exactly as it was sent.',
  });

/** Confirms the address a token names (once is enough; again is harmless). Answers the user. */
export async function verifyEmail(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  now = new Date(),
): Promise<User> {
  const claims = await openToken(db, secretsKey, token);
  if (typeof claims?.u !== 'string' || typeof claims.e !== 'string' || typeof claims.x !== 'number') {
    throw invalidLink();
  }
  if (claims.x * 1000 < now.getTime()) {
    throw new AppError({
      status: 410,
      code: 'verification_link_expired',
      title: 'Gone',
      detail: `This verification link expired: links work for ${VERIFICATION_LINK_HOURS} hours. Sign in and ask for a new one.`,
    });
  }
  const user = await User.query(db).findById(claims.u);
  if (!user || user.email !== claims.e) throw invalidLink();
  if (user.emailVerifiedAt) return user;
  return user.$query(db).patchAndFetch({ emailVerifiedAt: now } as Partial<User>);
}
