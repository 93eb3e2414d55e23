import Bowser from 'bowser';
import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import type { SessionOrigin } from './sessions.ts';

/** "Chrome 131 on Windows", "Safari on iOS": what a person recognises of a browser's user agent. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = [browser.name, major].filter(Boolean).join(' ');
  if (!name) return os.name ? `A browser on ${os.name}` : 'Unknown device';
  return os.name ? `${name} on ${os.name}` : name;
}

/**
 * Remembers the device and network a person signed in from; the first sign-in from a pair not
 * seen before (and not their very first sign-in) emails them, so a stranger's is noticed.
 */
export async function noteSignInDevice(
  db: Knex,
  userId: string,
  origin: SessionOrigin,
  now = new Date(),
): Promise<void> {
  const device = describeDevice(origin.userAgent);
  const ip = origin.network ?? 'unknown';
  const { rows } = (await db.raw(
    `INSERT INTO sign_in_devices (user_id, device, ip, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, device, ip) DO UPDATE SET last_seen_at = excluded.last_seen_at
     RETURNING (xmax = 0) AS inserted,
       EXISTS (SELECT 1 FROM sign_in_devices other
               WHERE other.user_id = ? AND (other.device, other.ip) <> (?, ?)) AS seen_others`,
    [userId, device, ip, now, now, userId, device, ip],
  )) as { rows: { inserted: boolean; seen_others: boolean }[] };
  const row = rows[0];
  if (row?.inserted && row.seen_others) {
    await recordEvent(db, 'account.new_sign_in', { userId, device, ip, at: now.toISOString() });
  }
}
