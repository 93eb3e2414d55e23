import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { findSession, sessionId, type ActiveSession } from './sessions.ts';

/** How long a session found for a read is taken as found, at most: what a change elsewhere waits. */
export const RECENT_SESSION_MS = 1_000;
/** Sessions kept as found at once, at most (the least recently used go first). */
const RECENT_SESSIONS = 10_000;

export interface RecentSessions {
  /**
   * The session a read's cookie names: as found by a lookup in the last second (which slid its
   * expiry then), or looked up now.
   */
  find(db: Knex, token: string, now?: Date): Promise<ActiveSession | undefined>;
  /** Forgets every session found: after any write, which may have ended one or changed its person. */
  forgetAll(): void;
}

/**
 * Sessions found in the last second, so that the dozen reads of a page, or a client polling,
 * look a session up once. Forgotten after every write this process answers; a change another
 * process makes (ending a session, a member's role) shows here within RECENT_SESSION_MS.
 */
export function recentSessions(): RecentSessions {
  // Each session is kept with the generation it was found in; every forgetting starts a new one, so
  // what was found before it is never answered again (and ages out), at no cost to the write.
  const found = new LRUCache<string, { session: ActiveSession; generation: number }>({
    max: RECENT_SESSIONS,
    ttl: RECENT_SESSION_MS,
  });
  let generation = 0;
  return {
    async find(db, token, now = new Date()) {
      const sid = sessionId(token);
      const known = found.get(sid);
      if (known?.generation === generation && known.session.expires > now) {
        return { ...known.session, renewedUntil: undefined };
      }
      // A lookup that began before a forgetting was answered from before the write: not kept.
      const asked = generation;
      const session = await findSession(db, token, now);
      if (session && asked === generation) found.set(sid, { session, generation });
      return session;
    },
    forgetAll() {
      generation += 1;
    },
  };
}
