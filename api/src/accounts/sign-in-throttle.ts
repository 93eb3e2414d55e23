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
  /** Past its free failures the counter locks for this long, instead of doubling its wait. */
  lockMs?: number;
  code?: string;
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

/**
 * Wrong second-step codes of one account, from anywhere: a right password does not clear them,
 * only a right code or a password reset. Five end the sign-in they were sent to
 * (`SECOND_STEP_TRIES_PER_SIGN_IN`); ten lock the account's second step for an hour.
 */
export const SECOND_STEP_ACCOUNT: ThrottlePolicy = {
  free: 10,
  forgetAfterMs: HOUR_MS,
  lockMs: HOUR_MS,
  code: 'second_step_locked',
  refusal: (seconds) =>
    `Too many wrong codes for this account: its sign-in is locked for ${waitFor(seconds)}, or until its password is reset.`,
};
export const SECOND_STEP_TRIES_PER_SIGN_IN = 5;

/** Seconds to wait after the `failures`-th failure before the next attempt. */
export const delayAfter = (policy: ThrottlePolicy, failures: number) =>
  failures < policy.free
    ? 0
    : policy.lockMs !== undefined
      ? policy.lockMs / 1000
      : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - policy.free));

interface ThrottleRow {
  key: string;
  failures: number;
  nextAttemptAt: Date;
  lastFailureAt: Date;
}

interface Counter {
  key: string;
  policy: ThrottlePolicy;
}

/** An attempt counted as a failure until `succeeded` takes it back. */
export interface ReservedAttempt {
  /** Failures of each counter, this attempt included. */
  failures: ReadonlyMap<string, number>;
  succeeded(): Promise<void>;
}

const addressCounter = (address: string): Counter => ({ key: `address:${address}`, policy: ADDRESS });

/**
 * Counts an attempt as a failure before its secret is checked, so attempts sent at once are
 * counted one after another (their counters' rows locked in turn, in one order): 429 with
 * Retry-After when a counter asks for a wait. `succeeded` forgets the account's counters and takes
 * the attempt back from the address's (one known secret must not wipe a sprayer's count).
 */
async function reserveAttempt(db: Knex, counters: Counter[], now: Date): Promise<ReservedAttempt> {
  const ordered = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1));
  const failures = new Map<string, number>();
  await db.transaction(async (trx) => {
    // Creates the missing counters and locks all of them, in one query.
    const rows: ThrottleRow[] = await trx('signInThrottles')
      .insert(ordered.map(({ key }) => ({ key, failures: 0, nextAttemptAt: now, lastFailureAt: now })))
      .onConflict('key')
      .merge({ key: trx.raw('EXCLUDED.key') })
      .returning(['key', 'failures', 'nextAttemptAt', 'lastFailureAt']);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const counted = ordered.map(({ key, policy }) => {
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
      throw tooManyRequests(
        waiting.policy.code ?? 'too_many_failed_logins',
        waiting.policy.refusal(seconds),
        seconds,
      );
    }
    for (const { key, policy, failures: before } of counted) {
      failures.set(key, before + 1);
      await trx('signInThrottles')
        .where({ key })
        .update({
          failures: before + 1,
          lastFailureAt: now,
          nextAttemptAt: new Date(now.getTime() + delayAfter(policy, before + 1) * 1000),
        });
    }
  });
  return {
    failures,
    async succeeded() {
      const isAddress = (counter: Counter) => counter.policy === ADDRESS;
      await db('signInThrottles')
        .whereIn(
          'key',
          ordered.filter((counter) => !isAddress(counter)).map(({ key }) => key),
        )
        .delete();
      await db('signInThrottles')
        .whereIn(
          'key',
          ordered.filter(isAddress).map(({ key }) => key),
        )
        .andWhere('failures', '>', 0)
        .decrement('failures', 1);
    },
  };
}

/**
 * A password sign-in (or a password given again): failures slow the account, the account at that
 * address and the address down.
 */
export async function reserveSignInAttempt(
  db: Knex,
  email: string,
  address: string | undefined,
  now = new Date(),
): Promise<{ signedIn(): Promise<void> }> {
  const counters: Counter[] = [{ key: `account:${email}`, policy: ACCOUNT }];
  if (address) {
    counters.push(
      { key: `account-at-address:${email} ${address}`, policy: ACCOUNT_AT_ADDRESS },
      addressCounter(address),
    );
  }
  const attempt = await reserveAttempt(db, counters, now);
  return { signedIn: () => attempt.succeeded() };
}

const secondStepKey = (userId: string) => `second-step:${userId}`;

/** A second step's code or passkey: counted for the account (`SECOND_STEP_ACCOUNT`) and the address. */
export async function reserveSecondStepAttempt(
  db: Knex,
  userId: string,
  address: string | undefined,
  now = new Date(),
): Promise<{ accountFailures: number; succeeded(): Promise<void> }> {
  const counters: Counter[] = [{ key: secondStepKey(userId), policy: SECOND_STEP_ACCOUNT }];
  if (address) counters.push(addressCounter(address));
  const attempt = await reserveAttempt(db, counters, now);
  return {
    accountFailures: attempt.failures.get(secondStepKey(userId))!,
    succeeded: () => attempt.succeeded(),
  };
}

/** Whether the account's second step is locked now (answered before a password opens a new sign-in). */
export async function refuseLockedSecondStep(db: Knex, userId: string, now = new Date()): Promise<void> {
  const row = (await db('signInThrottles')
    .where({ key: secondStepKey(userId) })
    .first()) as ThrottleRow | undefined;
  if (!row || row.failures < SECOND_STEP_ACCOUNT.free) return;
  const until = new Date(row.nextAttemptAt);
  if (
    until <= now ||
    now.getTime() - new Date(row.lastFailureAt).getTime() > SECOND_STEP_ACCOUNT.forgetAfterMs
  )
    return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  throw tooManyRequests(SECOND_STEP_ACCOUNT.code!, SECOND_STEP_ACCOUNT.refusal(seconds), seconds);
}

/** A password reset unlocks the account's second step. */
export async function forgetSecondStepFailures(db: Knex, userId: string): Promise<void> {
  await db('signInThrottles')
    .where({ key: secondStepKey(userId) })
    .delete();
}

/** A passkey sign-in (no account known until it answers): counted for the address. */
export async function reservePasskeySignInAttempt(
  db: Knex,
  address: string | undefined,
  now = new Date(),
): Promise<{ succeeded(): Promise<void> }> {
  return address ? reserveAttempt(db, [addressCounter(address)], now) : { succeeded: async () => {} };
}

/** Counters quiet for longer than any policy remembers. */
export async function forgetQuietSignInCounters(db: Knex, now = new Date()): Promise<number> {
  const longest = Math.max(
    ACCOUNT.forgetAfterMs,
    ACCOUNT_AT_ADDRESS.forgetAfterMs,
    ADDRESS.forgetAfterMs,
    SECOND_STEP_ACCOUNT.forgetAfterMs,
  );
  return db('signInThrottles')
    .where('lastFailureAt', '<', new Date(now.getTime() - longest))
    .delete();
}
