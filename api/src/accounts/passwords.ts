import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from './account-values.contract.ts';

const KEY_LENGTH = 64;
/** scrypt at N=2^15, r=8, p=1: about 32 MiB and a few dozen milliseconds per hash. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password, never matches');
  await verifyPassword(password, await decoy);
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
