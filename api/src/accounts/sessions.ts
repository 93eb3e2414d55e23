import type { Knex } from 'knex';
import { actingRole, type AuthUser, type CompanyKind } from '../platform/actor.ts';
import { noteSignInDevice } from './devices.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

export const SESSION_COOKIE = 'rawex_session';
/** A session ends after a week without use, and a month after sign-in whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write: do it at most once an hour per session. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** When a session was last used, as its list shows it: kept to five minutes, a write at most that often. */
const SEEN_AFTER_MS = 5 * 60 * 1000;

interface SessionData {
  userId: string;
  /** The firm chosen to act for; the account's own when unset or when they left the chosen one. */
  companyId?: string;
  createdAt: string;
  absoluteExpiry: string;
  /** When the password was last given in this session: at sign-in, and again for admin actions. */
  passwordConfirmedAt?: string;
  /** When this session's person proved their second factor: at sign-in, or by setting one up in it. */
  secondStepAt?: string;
}

/** Only a hash of the token is stored: a leaked sessions table signs nobody in. */
export const sessionId = hashSecretToken;

export function sessionCookieOptions(secure: boolean, expires?: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', overwrite: true, expires };
}

/** What a session needs of a request: its cookies (a Koa context has them). */
export interface CookieRequest {
  secure: boolean;
  cookies: {
    get(name: string): string | undefined;
    set(
      name: string,
      value: string | null,
      options?: Omit<ReturnType<typeof sessionCookieOptions>, 'sameSite'> & { sameSite: 'lax' | 'strict' },
    ): unknown;
  };
}

/**
 * Where a session began: the device its browser names, the address it came from and the
 * network that address is counted under (`requestOrigin` in the HTTP layer).
 */
export interface SessionOrigin {
  userAgent: string | undefined;
  ip: string | undefined;
  network: string | undefined;
}

const UNKNOWN_ORIGIN: SessionOrigin = { userAgent: undefined, ip: undefined, network: undefined };

/**
 * A new session for every sign-in (and the old one ended): no session fixation. It acts for the
 * company chosen or joined last (`createSession`), or for `companyId` (one just joined); it
 * answers what `createSession` chose. The device is noted: a new one is emailed about.
 */
export async function startSession(
  request: CookieRequest,
  db: Knex,
  user: { id: string },
  origin: SessionOrigin,
  companyId?: string,
  { secondStep = false }: { secondStep?: boolean } = {},
): Promise<NewSession['acting']> {
  const previous = request.cookies.get(SESSION_COOKIE);
  if (previous) await destroySession(db, previous);
  const session = await createSession(db, user.id, new Date(), origin, { secondStep });
  await noteSignInDevice(db, user.id, origin);
  if (companyId) await chooseSessionCompany(db, session.token, companyId);
  request.cookies.set(SESSION_COOKIE, session.token, sessionCookieOptions(request.secure, session.expires));
  return session.acting;
}

/** Makes the signed-in session act for another of the person's firms (their membership checked first). */
export async function actForCompany(request: CookieRequest, db: Knex, companyId: string): Promise<void> {
  const token = request.cookies.get(SESSION_COOKIE);
  if (token) await chooseSessionCompany(db, token, companyId);
}

export interface NewSession {
  token: string;
  expires: Date;
  /** The company it acts for, the person's role there and its kind. */
  acting: { companyId: string; companyRole: AuthUser['companyRole']; kind: CompanyKind };
}

/**
 * A new session, acting for the company the person last chose to act for, or else joined last: a
 * member invited to a firm signs in acting for it.
 */
export async function createSession(
  db: Knex,
  userId: string,
  now = new Date(),
  origin: SessionOrigin = UNKNOWN_ORIGIN,
  { secondStep = false }: { secondStep?: boolean } = {},
): Promise<NewSession> {
  const token = newSecretToken();
  const absoluteExpiry = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expires = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiry.getTime()));
  const latest = (await db
    .from(db.raw('last_acted_membership(?) AS membership', [userId]))
    .first('companyId', 'companyRole', 'kind')) as NewSession['acting'] | undefined;
  const sess: SessionData = {
    userId,
    ...(latest && latest.companyId !== userId ? { companyId: latest.companyId } : {}),
    createdAt: now.toISOString(),
    absoluteExpiry: absoluteExpiry.toISOString(),
    passwordConfirmedAt: now.toISOString(),
    ...(secondStep ? { secondStepAt: now.toISOString() } : {}),
  };
  await db('sessions').insert({
    sid: sessionId(token),
    userId,
    sess: JSON.stringify(sess),
    expire: expires,
    userAgent: origin.userAgent ?? null,
    ip: origin.ip ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  // Expired sessions are swept as new ones are made; the expire index keeps this cheap.
  await db('sessions').where('expire', '<', now).delete();
  return {
    token,
    expires,
    acting: latest ?? { companyId: userId, companyRole: 'owner', kind: 'buyer' },
  };
}

interface SessionRow {
  id: string;
  email: string;
  role: AuthUser['role'];
  email_confirmed: boolean;
  expire: Date;
  last_seen_at: Date;
  sess: SessionData;
  company_id: string;
  company_role: AuthUser['companyRole'];
  kind: CompanyKind;
}

export interface ActiveSession {
  user: AuthUser;
  /** When the password was last given in this session. */
  passwordConfirmedAt: Date;
  /** When the person last proved their second factor in this session; never when undefined. */
  secondStepAt: Date | undefined;
  /** When it ends unless used again. */
  expires: Date;
  /** Set when the idle expiry moved and the cookie should follow. */
  renewedUntil: Date | undefined;
}

export async function findSession(
  db: Knex,
  token: string,
  now = new Date(),
): Promise<ActiveSession | undefined> {
  const sid = sessionId(token);
  const { rows } = (await db.raw('SELECT * FROM find_session(?, ?)', [sid, now])) as { rows: SessionRow[] };
  const row = rows[0];
  if (!row) return undefined;

  const absoluteExpiry = new Date((row.sess as SessionData).absoluteExpiry);
  if (absoluteExpiry <= now) {
    await db('sessions').where({ sid }).delete();
    return undefined;
  }
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    role: actingRole(row.role, row.kind),
    companyId: row.company_id,
    companyRole: row.company_role,
    emailConfirmed: row.email_confirmed,
  };
  const data = row.sess as SessionData;
  const passwordConfirmedAt = new Date(data.passwordConfirmedAt ?? data.createdAt);
  const secondStepAt = data.secondStepAt === undefined ? undefined : new Date(data.secondStepAt);
  const idleExpiry = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiry.getTime()));
  const found = { user, passwordConfirmedAt, secondStepAt, expires: new Date(row.expire) };
  if (idleExpiry.getTime() - found.expires.getTime() < TOUCH_AFTER_MS) {
    if (now.getTime() - new Date(row.last_seen_at).getTime() >= SEEN_AFTER_MS) {
      await db('sessions').where({ sid }).update({ lastSeenAt: now });
    }
    return { ...found, renewedUntil: undefined };
  }
  await db('sessions').where({ sid }).update({ expire: idleExpiry, lastSeenAt: now });
  return { ...found, expires: idleExpiry, renewedUntil: idleExpiry };
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
    .where({ userId })
    .andWhere('expire', '>', now)
    .andWhereRaw("(sess->>'passwordConfirmedAt')::timestamptz > ?", [new Date(now.getTime() - withinMs)])
    .first(db.raw('1 AS found'));
  return recent !== undefined;
}

/** Records that the person proved their second factor in this session, now (or set one up in it). */
export async function noteSecondStepTaken(db: Knex, token: string, now = new Date()): Promise<void> {
  await db('sessions')
    .where({ sid: sessionId(token) })
    .update({ sess: db.raw(`jsonb_set(sess, '{secondStepAt}', to_jsonb(?::text))`, [now.toISOString()]) });
}

/** Records that the password was given again in this session, now. */
export async function confirmSessionPassword(db: Knex, token: string, now = new Date()): Promise<void> {
  await db('sessions')
    .where({ sid: sessionId(token) })
    .update({
      sess: db.raw(`jsonb_set(sess, '{passwordConfirmedAt}', to_jsonb(?::text))`, [now.toISOString()]),
    });
}

/**
 * Makes the session act for another firm (its member's membership is checked by the caller), and
 * remembers the choice for the person's next sign-in.
 */
export async function chooseSessionCompany(db: Knex, token: string, companyId: string): Promise<void> {
  const [session] = (await db('sessions')
    .where({ sid: sessionId(token) })
    .update({ sess: db.raw(`jsonb_set(sess, '{companyId}', to_jsonb(?::text))`, [companyId]) })
    .returning('userId')) as { userId: string }[];
  if (session) {
    await db.raw('SELECT note_firm_acted_for(?, ?)', [companyId, session.userId]);
  }
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
  const others = db('sessions').where({ userId });
  if (keptToken) others.whereNot({ sid: sessionId(keptToken) });
  await others.delete();
}
