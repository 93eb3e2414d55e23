import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { AuthUser } from './actor.ts';

export const SESSION_COOKIE = 'rawex_session';
/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write: do it at most once an hour per session. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

interface SessionData {
  userId: string;
  createdAt: string;
  absoluteExpiry: string;
  /** When the password was last given in this session: at sign-in, and again for admin actions. */
  passwordConfirmedAt?: string;
}

/** Only a hash of the token is stored: a leaked sessions table signs nobody in. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expires: Date;
}

export async function createSession(db: Knex, userId: string, now = new Date()): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const absoluteExpiry = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expires = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiry.getTime()));
  const sess: SessionData = {
    userId,
    createdAt: now.toISOString(),
    absoluteExpiry: absoluteExpiry.toISOString(),
    passwordConfirmedAt: now.toISOString(),
  };
  await db('sessions').insert({ sid: sessionId(token), sess: JSON.stringify(sess), expire: expires });
  // Expired sessions are swept as new ones are made; the expire index keeps this cheap.
  await db('sessions').where('expire', '<', now).delete();
  return { token, expires };
}

export interface ActiveSession {
  user: AuthUser;
  /** When the password was last given in this session. */
  passwordConfirmedAt: Date;
  /** Set when the idle expiry moved and the cookie should follow. */
  renewedUntil: Date | undefined;
}

export async function findSession(
  db: Knex,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const sid = sessionId(token);
  const row = await db('sessions')
    .join('users', 'users.id', db.raw("sessions.sess->>'userId'"))
    .where('sessions.sid', sid)
    .andWhere('sessions.expire', '>', now)
    .first(
      'users.id',
      'users.email',
      'users.role',
      'users.emailVerifiedAt',
      'sessions.expire',
      'sessions.sess',
    );
  if (!row) return undefined;

  const absoluteExpiry = new Date((row.sess as SessionData).absoluteExpiry);
  if (absoluteExpiry <= now) {
    await db('sessions').where({ sid }).delete();
    return undefined;
  }
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    role: row.role,
    emailConfirmed: row.emailVerifiedAt !== null,
  };
  const data = row.sess as SessionData;
  const passwordConfirmedAt = new Date(data.passwordConfirmedAt ?? data.createdAt);
  const idleExpiry = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiry.getTime()));
  if (idleExpiry.getTime() - new Date(row.expire).getTime() < TOUCH_AFTER_MS) {
    return { user, passwordConfirmedAt, renewedUntil: undefined };
  }
  await db('sessions').where({ sid }).update({ expire: idleExpiry });
  return { user, passwordConfirmedAt, renewedUntil: idleExpiry };
}

/**
 * Whether the user gave their password in one of their live sessions within the last `withinMs`:
 * what a key's owner must have done for the key to do what hands out power.
 */
export async function ownerSignedInRecently(
  db: Knex,
  userId: string,
  withinMs: number,
  now = new Date(),
): Promise<boolean> {
  const recent = await db('sessions')
    .whereRaw("sess->>'userId' = ?", [userId])
    .andWhere('expire', '>', now)
    .andWhereRaw("(sess->>'passwordConfirmedAt')::timestamptz > ?", [new Date(now.getTime() - withinMs)])
    .first(db.raw('1 AS found'));
  return recent !== undefined;
}

/** Records that the password was given again in this session, now. */
export async function confirmSessionPassword(db: Knex, token: string, now = new Date()): Promise<void> {
  await db('sessions')
    .where({ sid: sessionId(token) })
    .update({
      sess: db.raw(`jsonb_set(sess, '{passwordConfirmedAt}', to_jsonb(?::text))`, [now.toISOString()]),
    });
}

export async function destroySession(db: Knex, token: string): Promise<void> {
  await db('sessions')
    .where({ sid: sessionId(token) })
    .delete();
}

/** Ends every session of a user but the one whose token is given (a password change, say). */
export async function destroyOtherSessions(
  db: Knex,
  userId: string,
  keptToken: string | undefined,
): Promise<void> {
  const others = db('sessions').whereRaw("sess->>'userId' = ?", [userId]);
  if (keptToken) others.whereNot({ sid: sessionId(keptToken) });
  await others.delete();
}
