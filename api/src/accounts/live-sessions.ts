// A person's live sessions as their security page lists them, and ending one of them.
import type { Knex } from 'knex';
import { sessionId } from './sessions.ts';

/** One of a person's live sessions, as the list of sessions shows it. */
export interface SessionSummary {
  id: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** A person's live sessions, the newest sign-in first; `currentToken`'s is marked. */
export async function listSessions(
  db: Knex,
  userId: string,
  currentToken: string | undefined,
  now = new Date(),
): Promise<SessionSummary[]> {
  const current = currentToken ? sessionId(currentToken) : undefined;
  const rows = (await db('sessions')
    .where({ userId })
    .andWhere('expire', '>', now)
    .andWhereRaw("(sess->>'absoluteExpiry')::timestamptz > ?", [now])
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'sid', order: 'asc' },
    ])
    .select('sid', 'userAgent', 'ip', 'createdAt', 'lastSeenAt')) as {
    sid: string;
    userAgent: string | null;
    ip: string | null;
    createdAt: Date;
    lastSeenAt: Date;
  }[];
  return rows.map((row) => ({
    id: row.sid,
    userAgent: row.userAgent,
    ip: row.ip,
    signedInAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.sid === current,
  }));
}

/** Ends one of the person's sessions by its listed id: false when they have none by that id. */
export async function endSession(db: Knex, userId: string, id: string): Promise<boolean> {
  return (await db('sessions').where({ sid: id, userId }).delete()) > 0;
}
