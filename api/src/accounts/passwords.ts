import { invalidField } from '../platform/errors/index.ts';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { z } from 'zod';
import { AppError } from '../platform/errors/index.ts';
import { MIN_PASSWORD_LENGTH } from './account-values.contract.ts';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N for scrypt: a power of two from 2^10 to 2^20, OWASP's minimum (2^17) unless told. */
export const scryptNSchema = z.coerce
  .number()
  .int()
  .refine((n) => n >= 2 ** 10 && n <= 2 ** 20 && (n & (n - 1)) === 0, {
    error: 'RAWEX_SCRYPT_N must be a power of two from 1024 to 1048576',
  })
  .default(2 ** 17);

/**
 * OWASP's minimum for scrypt: N=2^17, r=8, p=1 (128 MiB and a few hundred milliseconds a hash).
 * `RAWEX_SCRYPT_N` lowers N for the test suite, which hashes hundreds of passwords; a hash made
 * at another cost is re-made at its owner's next sign-in.
 */
export function passwordHashCost(environment: NodeJS.ProcessEnv = process.env): ScryptCost {
  return { N: scryptNSchema.parse(environment.RAWEX_SCRYPT_N || undefined), r: 8, p: 1 };
}

let currentCost: ScryptCost | undefined;
const todaysCost = () => (currentCost ??= passwordHashCost());

/**
 * Hashes run one fewer at a time than there are cores, so a flood of sign-ins leaves a core to
 * everything else; past BUSY_AFTER_WAITING waiting, sign-ins are answered 503 at once.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));
const BUSY_AFTER_WAITING = 16 * hashing.concurrency;

const givenUp = () =>
  new AppError({
    status: 499,
    code: 'client_closed_request',
    title: 'Client Closed Request',
    detail: 'The request was given up before its password was checked.',
  });

/** A check whose client has given up (`signal` aborted) by its turn is dropped, not computed. */
function derive(
  password: string,
  salt: Buffer,
  { N, r, p }: ScryptCost,
  signal?: AbortSignal,
): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        if (signal?.aborted) return reject(givenUp());
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { N, r, p, maxmem: 256 * N * r },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`: each hash carries its cost, so the cost can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost = todaysCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  return { cost: { N: Number(N), r: Number(r), p: Number(p) }, salt, hash };
}

/** True for a hash made at another cost than today's: re-make it while the password is at hand. */
export function needsRehash(stored: string): boolean {
  const cost = parseHash(stored)?.cost;
  const today = todaysCost();
  return !cost || cost.N !== today.N || cost.r !== today.r || cost.p !== today.p;
}

/**
 * 503 while more password checks wait their turn than a few seconds clear: called before an
 * attempt is counted, so a busy moment costs nobody a failed sign-in.
 */
export function refuseWhenHashingIsBusy(): void {
  if (hashing.pendingCount < BUSY_AFTER_WAITING) return;
  throw new AppError({
    status: 503,
    code: 'sign_in_busy',
    title: 'Service Unavailable',
    detail: 'Too many people are signing in at this moment. Try again in a few seconds.',
    headers: { 'Retry-After': '5' },
  });
}

export async function verifyPassword(
  password: string,
  stored: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.cost, signal);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string, signal?: AbortSignal): Promise<false> {
  decoy ??= hashPassword('decoy password, never matches');
  await verifyPassword(password, await decoy, signal);
  return false;
}

/** The common passwords long enough to pass the length rule, loaded when first needed. */
let commonPasswords: Promise<Set<string>> | undefined;

/**
 * True for a password on the list of the most used ones (zxcvbn-ts's, about 49,000), which
 * NIST SP 800-63B says to refuse whatever its length.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((common) => common.length >= MIN_PASSWORD_LENGTH)),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** Refuses a new password on the list of the most used ones, on the field that gave it. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw invalidField(
      field,
      'is one of the most used passwords, the first an attacker tries: choose another',
    );
  }
}
