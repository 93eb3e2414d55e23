import { randomInt } from 'node:crypto';
import { hashSecretToken } from './secret-tokens.ts';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import { recordEvent } from '../notifications/index.ts';
import { AppError, invalidField } from '../platform/errors/index.ts';
import { open, seal } from '../platform/secrets.ts';
import type { SecondStepMethod } from './account-values.contract.ts';
import { reserveSecondStepAttempt } from './sign-in-throttle.ts';

/** How many recovery codes a person holds at a time, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10;
/** A code typed a period late (or early) still counts: phones' clocks drift. */
const TOTP_TOLERANCE_SECONDS = 30;
// No 0/o, 1/l/i: a code copied from paper reads one way.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as stored: lower case, without the dash that groups it. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (code: string) => hashSecretToken(normalizeRecoveryCode(code));

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** The second steps a person has set up; none means their password alone signs them in. */
export async function secondStepMethods(db: Knex, userId: string): Promise<SecondStepMethod[]> {
  const { rows } = (await db.raw(
    `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = ? AND confirmed_at IS NOT NULL) AS totp,
            EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?) AS passkey,
            EXISTS (SELECT 1 FROM recovery_codes WHERE user_id = ? AND used_at IS NULL) AS recovery_code`,
    [userId, userId, userId],
  )) as { rows: { totp: boolean; passkey: boolean; recovery_code: boolean }[] };
  const found = rows[0]!;
  if (!found.totp && !found.passkey) return [];
  const methods: SecondStepMethod[] = [];
  if (found.totp) methods.push('totp');
  if (found.passkey) methods.push('passkey');
  if (found.recovery_code) methods.push('recovery_code');
  return methods;
}

/** What is asked of a second step when the person has none. */
export const noSecondStep = () =>
  new AppError({
    status: 409,
    code: 'no_second_step',
    title: 'Conflict',
    detail: 'No second step is set up: set up an authenticator app or a passkey first.',
  });

/** A code from the app or a recovery code that did not check out: counted like a wrong password where signing in. */
export const invalidSecondStep = () =>
  new AppError({
    status: 401,
    code: 'invalid_second_step',
    title: 'Unauthorized',
    detail:
      'That code is not right, or was used before: type the code your app shows now, or an unused recovery code.',
  });

export const secondStepRequired = () =>
  new AppError({
    status: 403,
    code: 'second_step_required',
    title: 'Forbidden',
    detail:
      'Administrators sign in with a second step. Set up an authenticator app or a passkey under Account › Security, then try again.',
  });

/** What a person needs to add the app: the secret as text, the otpauth:// address and its QR code. */
export interface TotpEnrollment {
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
}

/**
 * Begins adding an authenticator app: a new secret, kept sealed and unconfirmed until a code made
 * from it comes back (`confirmTotp`). Beginning again replaces an unconfirmed one; a confirmed one
 * must be removed first.
 */
export async function beginTotpEnrollment(
  db: Knex,
  secretsKey: Buffer,
  user: { id: string; email: string },
  issuer: string,
): Promise<TotpEnrollment> {
  const existing = await db('totpFactors').where({ userId: user.id }).first('confirmedAt');
  if (existing?.confirmedAt) {
    throw new AppError({
      status: 409,
      code: 'totp_already_enrolled',
      title: 'Conflict',
      detail: 'An authenticator app is set up already: remove it first to set up another.',
    });
  }
  const secret = generateSecret();
  await db('totpFactors')
    .insert({ userId: user.id, secret: seal(secretsKey, Buffer.from(secret)), confirmedAt: null })
    .onConflict('userId')
    .merge(['secret', 'createdAt']);
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  const { default: QRCode } = await import('qrcode');
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrCodeSvg };
}

/**
 * Whether `code` is the app's code now, never one used before (the time step it matched is kept,
 * so a code seen over a shoulder does not work twice). Locks the person's factor until commit.
 */
async function acceptTotpCode(
  trx: Knex.Transaction,
  secretsKey: Buffer,
  userId: string,
  code: string,
  { confirmed }: { confirmed: boolean },
): Promise<boolean> {
  const factor = (await trx('totpFactors')
    .where({ userId })
    .modify((query) => (confirmed ? query.whereNotNull('confirmedAt') : query.whereNull('confirmedAt')))
    .forUpdate()
    .first('secret', 'lastTimeStep')) as { secret: Buffer; lastTimeStep: string | null } | undefined;
  if (!factor || !/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: open(secretsKey, factor.secret).toString(),
    token: code,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: Number(factor.lastTimeStep) }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  await trx('totpFactors').where({ userId }).update({ lastTimeStep: result.timeStep });
  return true;
}

/** New recovery codes for the person; the old ones stop working. Answers them, shown this once. */
async function replaceRecoveryCodes(db: Knex, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db('recoveryCodes').where({ userId }).delete();
  await db('recoveryCodes').insert(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Confirms the app with a code it made: from now on it is a second step. The first second step
 * set up comes with recovery codes (answered; none when the person holds some already).
 */
export async function confirmTotp(
  db: Knex,
  secretsKey: Buffer,
  userId: string,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  return db.transaction(async (trx) => {
    if (!(await acceptTotpCode(trx, secretsKey, userId, code, { confirmed: false }))) {
      throw invalidField(
        'code',
        'is not the code your app shows now: check the app, and that your phone’s clock is right',
      );
    }
    await trx('totpFactors').where({ userId }).update({ confirmedAt: trx.fn.now() });
    await recordEvent(trx, 'account.second_step_changed', { userId, change: 'totp_added' });
    return { recoveryCodes: await recoveryCodesForFirstFactor(trx, userId) };
  });
}

/** Recovery codes when the person has none left unused; none otherwise (they keep theirs). */
export async function recoveryCodesForFirstFactor(db: Knex, userId: string): Promise<string[]> {
  const unused = await db('recoveryCodes').where({ userId }).whereNull('usedAt').first('userId');
  return unused ? [] : replaceRecoveryCodes(db, userId);
}

/** Ten new recovery codes; the old ones are void. Only for someone with a second step. */
export async function regenerateRecoveryCodes(db: Knex, userId: string): Promise<string[]> {
  const methods = await secondStepMethods(db, userId);
  if (methods.length === 0) throw noSecondStep();
  return db.transaction(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, userId);
    await recordEvent(trx, 'account.second_step_changed', { userId, change: 'recovery_codes_replaced' });
    return codes;
  });
}

/** Removes the app; when no passkey is left either, the recovery codes go with it. */
export async function removeTotp(db: Knex, userId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const removed = await trx('totpFactors').where({ userId }).delete();
    if (removed === 0)
      throw new AppError({
        status: 404,
        code: 'totp_not_enrolled',
        title: 'Not Found',
        detail: 'No authenticator app is set up.',
      });
    await forgetRecoveryCodesWithoutFactor(trx, userId);
    await recordEvent(trx, 'account.second_step_changed', { userId, change: 'totp_removed' });
  });
}

/** Recovery codes mean nothing once no second step is left. */
export async function forgetRecoveryCodesWithoutFactor(trx: Knex, userId: string): Promise<void> {
  if ((await secondStepMethods(trx, userId)).length === 0)
    await trx('recoveryCodes').where({ userId }).delete();
}

/**
 * Checks a code from the app or a recovery code as a sign-in's second step; each works once.
 */
export async function checkSecondStepCode(
  db: Knex,
  secretsKey: Buffer,
  userId: string,
  method: 'totp' | 'recovery_code',
  code: string,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (method === 'totp')
      return acceptTotpCode(trx, secretsKey, userId, code.replace(/\s/g, ''), { confirmed: true });
    const used = await trx('recoveryCodes')
      .where({ userId, codeHash: hashRecoveryCode(code) })
      .whereNull('usedAt')
      .update({ usedAt: trx.fn.now() });
    return used > 0;
  });
}

/** How long a second step given in a session stands for the changes that ask for a fresh one. */
export const FRESH_SECOND_STEP_MS = 5 * 60 * 1000;

export const secondStepNotRecent = () =>
  new AppError({
    status: 403,
    code: 'second_step_not_recent',
    title: 'Forbidden',
    detail:
      'Confirm it is you first: give a code from your authenticator app, a recovery code or your passkey (POST /api/auth/second-step/confirm), then send this again.',
  });

/**
 * For what needs a fresh second step besides the session (changing a sign-in factor or the
 * sign-in email, deleting the account, changing where money goes). A person with one set up
 * passes when this session took it within `FRESH_SECOND_STEP_MS` (at sign-in, or confirmed
 * again), or with `code`: a code from the app or a recovery code, each taken once, its wrong
 * answers counted as a sign-in's are (ten lock the account's sign-in for an hour). Otherwise
 * 403 second_step_not_recent. `mandatory` says why a person without one must set one up first
 * (403 second_step_required).
 */
export async function requireFreshSecondStep(
  db: Knex,
  secretsKey: Buffer,
  signedIn: { user: { id: string }; secondStepAt?: unknown },
  {
    code,
    mandatory,
    address,
    now = new Date(),
  }: { code?: string | undefined; mandatory?: string; address?: string | undefined; now?: Date } = {},
): Promise<void> {
  const userId = signedIn.user.id;
  const methods = await secondStepMethods(db, userId);
  if (methods.length === 0) {
    if (!mandatory) return;
    throw new AppError({
      status: 403,
      code: 'second_step_required',
      title: 'Forbidden',
      detail: `${mandatory} Set up an authenticator app or a passkey under Account › Security, then try again.`,
    });
  }
  const takenAt = signedIn.secondStepAt instanceof Date ? signedIn.secondStepAt : undefined;
  if (!code && takenAt && now.getTime() - takenAt.getTime() <= FRESH_SECOND_STEP_MS) return;
  if (!code) throw secondStepNotRecent();
  const attempt = await reserveSecondStepAttempt(db, userId, address);
  const accepted =
    (await checkSecondStepCode(db, secretsKey, userId, 'totp', code)) ||
    (await checkSecondStepCode(db, secretsKey, userId, 'recovery_code', code));
  if (!accepted) throw invalidSecondStep();
  await attempt.succeeded();
}
