import type { Knex } from 'knex';
import { tooManyRequests } from '../platform/errors/index.ts';

/**
 * How quickly failed sign-ins slow a counter down: `free` failures cost nothing, each one after
 * that doubles the wait before the next attempt, from 30 seconds up to 15 minutes. A counter is
 * forgotten after a quiet spell, and a successful sign-in resets the account's counters. No
 * counter locks an account out for good, and NIST SP 800-63B's 100 consecutive failures take
 * days to reach at this pace.
 */
interface ThrottlePolicy {
  free: number;
  forgetAfterMs: number;
  refusal: (retryAfterSeconds: number) => string;
}

export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;

const HOUR_MS = 60 * 60 * 1000;

const waitFor = (seconds: number) =>
  seconds === 1 ? '1 second' : seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** One guesser at one address, after one account: slowed down first. */
export const ACCOUNT_AT_ADDRESS: ThrottlePolicy = {
  free: 5,
  forgetAfterMs: 24 * HOUR_MS,
  refusal: (seconds) => `Too many failed sign-ins for this email. Try again in ${waitFor(seconds)}.`,
};
/** One account guessed at from many addresses. */
export const ACCOUNT: ThrottlePolicy = { ...ACCOUNT_AT_ADDRESS, free: 20 };
/** One address spraying guesses over many accounts. */
export const ADDRESS: ThrottlePolicy = {
  free: 100,
  forgetAfterMs: HOUR_MS / 4,
  refusal: (seconds) => `Too many failed sign-ins from your network. Try again in ${waitFor(seconds)}.`,
};

/** Seconds to wait after the `failures`-th failure before the next attempt. */
export const delayAfter = (policy: ThrottlePolicy, failures: number) =>
  failures < policy.free
    ? 0
    : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - policy.free));

interface ThrottleRow {
  key: string;
  failures: number;
  nextAttemptAt: Date;
  lastFailureAt: Date;
}

function countersOf(email: string, address: string | undefined) {
  const counters = [{ key: `account:${email}`, policy: ACCOUNT }];
  if (address) {
    counters.push(
      { key: `account-at-address:${email} ${address}`, policy: ACCOUNT_AT_ADDRESS },
      { key: `address:${address}`, policy: ADDRESS },
    );
  }
  // Locked in one order by every attempt, so two attempts never wait on each other in a cycle.
  return counters.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/**
 * Counts a sign-in attempt as a failure before its password is checked, so attempts sent at once
 * are counted one after another (their counters' rows locked in turn): 429 with Retry-After when
 * a counter asks for a wait. `signedIn` takes the attempt back once the password proved right.
 */
export async function reserveSignInAttempt(
  db: Knex,
  email: string,
  address: string | undefined,
  now = new Date(),
): Promise<{ signedIn(): Promise<void> }> {
  const counters = countersOf(email, address);
  await db.transaction(async (trx) => {
    // Creates the missing counters and locks all of them, in one statement.
    const rows: ThrottleRow[] = await trx('signInThrottles')
      .insert(counters.map(({ key }) => ({ key, failures: 0, nextAttemptAt: now, lastFailureAt: now })))
      .onConflict('key')
      .merge({ key: trx.raw('EXCLUDED.key') })
      .returning(['key', 'failures', 'nextAttemptAt', 'lastFailureAt']);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const counted = counters.map(({ key, policy }) => {
      const row = byKey.get(key)!;
      const forgotten = now.getTime() - new Date(row.lastFailureAt).getTime() > policy.forgetAfterMs;
      return { key, policy, failures: forgotten ? 0 : row.failures, waitUntil: new Date(row.nextAttemptAt) };
    });
    // Only a counter past its free failures makes anyone wait. (Below them its next attempt is the
    // last failure's own time, which an attempt that waited for the lock may not have reached.)
    const waiting = counted
      .filter((counter) => counter.failures >= counter.policy.free && counter.waitUntil > now)
      .sort((a, b) => b.waitUntil.getTime() - a.waitUntil.getTime())[0];
    if (waiting) {
      const seconds = Math.ceil((waiting.waitUntil.getTime() - now.getTime()) / 1000);
      throw tooManyRequests('too_many_failed_logins', waiting.policy.refusal(seconds), seconds);
    }
    for (const { key, policy, failures } of counted) {
      await trx('signInThrottles')
        .where({ key })
        .update({
          failures: failures + 1,
          lastFailureAt: now,
          nextAttemptAt: new Date(now.getTime() + delayAfter(policy, failures + 1) * 1000),
        });
    }
  });
  return {
    async signedIn() {
      const accountKeys = counters.filter(({ policy }) => policy !== ADDRESS).map(({ key }) => key);
      await db('signInThrottles').whereIn('key', accountKeys).delete();
      // The address keeps its other failures: one known password must not wipe a sprayer's count.
      await db('signInThrottles')
        .whereIn(
          'key',
          counters.filter(({ policy }) => policy === ADDRESS).map(({ key }) => key),
        )
        .andWhere('failures', '>', 0)
        .decrement('failures', 1);
    },
  };
}

/** Counters quiet for longer than any policy remembers. */
export async function forgetQuietSignInCounters(db: Knex, now = new Date()): Promise<number> {
  const longest = Math.max(ACCOUNT.forgetAfterMs, ACCOUNT_AT_ADDRESS.forgetAfterMs, ADDRESS.forgetAfterMs);
  return db('signInThrottles')
    .where('lastFailureAt', '<', new Date(now.getTime() - longest))
    .delete();
}
