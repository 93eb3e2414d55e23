import type { Knex } from 'knex';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { AppError } from '../platform/errors/index.ts';
import type { CookieRequest } from './sessions.ts';

/**
 * A sign-in or an enrollment under way, between two requests: after the password and before the
 * second step, or between a passkey's challenge and its answer. The browser holds a random token
 * in a short-lived cookie; the database keeps its hash, whom it is for and the passkey challenge.
 */
export const SIGN_IN_CHALLENGE_COOKIE = 'rawex_sign_in';
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;

export type ChallengePurpose =
  'second_step' | 'passkey_sign_in' | 'passkey_enrollment' | 'second_step_confirmation';

export interface Challenge {
  userId: string | null;
  challenge: string | null;
}

const cookieOptions = (secure: boolean, expires?: Date) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
  path: '/api/auth',
  overwrite: true,
  expires,
});

/** Starts one (a newer one of the browser replaces it) and sets its cookie. */
export async function beginChallenge(
  request: CookieRequest,
  db: Knex,
  purpose: ChallengePurpose,
  { userId, challenge }: Challenge,
  now = new Date(),
): Promise<Date> {
  const previous = request.cookies.get(SIGN_IN_CHALLENGE_COOKIE);
  if (previous)
    await db('signInChallenges')
      .where({ tokenHash: hashSecretToken(previous) })
      .delete();
  await db('signInChallenges').where('expiresAt', '<', now).delete();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_MS);
  await db('signInChallenges').insert({
    tokenHash: hashSecretToken(token),
    purpose,
    userId,
    challenge,
    expiresAt,
  });
  request.cookies.set(SIGN_IN_CHALLENGE_COOKIE, token, cookieOptions(request.secure, expiresAt));
  return expiresAt;
}

const challengeGone = (purpose: ChallengePurpose) =>
  new AppError({
    status: 401,
    code: purpose === 'second_step' ? 'sign_in_expired' : 'passkey_challenge_expired',
    title: 'Unauthorized',
    detail:
      purpose === 'second_step'
        ? 'This sign-in took longer than 5 minutes or was finished elsewhere: sign in with your password again.'
        : 'The passkey prompt took longer than 5 minutes: start again.',
  });

/** The browser's challenge of this purpose, still live: 401 otherwise. */
export async function findChallenge(
  request: CookieRequest,
  db: Knex,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<Challenge> {
  const token = request.cookies.get(SIGN_IN_CHALLENGE_COOKIE);
  const row = token
    ? ((await db('signInChallenges')
        .where({ tokenHash: hashSecretToken(token), purpose })
        .andWhere('expiresAt', '>', now)
        .first('userId', 'challenge')) as Challenge | undefined)
    : undefined;
  if (!row) throw challengeGone(purpose);
  return row;
}

/**
 * Counts a wrong answer to the browser's challenge: the `limit`-th ends it (the person starts again
 * with the password). Answers whether it has ended.
 */
export async function countWrongAnswer(request: CookieRequest, db: Knex, limit: number): Promise<boolean> {
  const token = request.cookies.get(SIGN_IN_CHALLENGE_COOKIE);
  if (!token) return true;
  const [counted] = (await db('signInChallenges')
    .where({ tokenHash: hashSecretToken(token) })
    .increment('failures', 1)
    .returning('failures')) as { failures: number }[];
  if (counted && counted.failures < limit) return false;
  await endChallenge(request, db);
  return true;
}

/** Ends the browser's challenge (used, or given up) and clears its cookie. */
export async function endChallenge(request: CookieRequest, db: Knex): Promise<void> {
  const token = request.cookies.get(SIGN_IN_CHALLENGE_COOKIE);
  if (token)
    await db('signInChallenges')
      .where({ tokenHash: hashSecretToken(token) })
      .delete();
  request.cookies.set(SIGN_IN_CHALLENGE_COOKIE, null, cookieOptions(request.secure));
}
