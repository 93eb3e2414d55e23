import type { Knex } from 'knex';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { recordEvent } from '../notifications/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { AppError } from '../platform/errors/index.ts';
import { sealText } from '../platform/secrets.ts';
import { PASSWORD_RESET_MINUTES } from './account-values.contract.ts';
import { hashPassword, refuseCommonPassword, refuseWhenHashingIsBusy } from './passwords.ts';
import { destroyOtherSessions } from './sessions.ts';
import { pauseEveryApiKey } from '../keys/index.ts';
import { forgetSecondStepFailures } from './sign-in-throttle.ts';

/** Reset emails an hour: per address asked for, and per network asking (whether accounts exist or not). */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perAddress: 20, windowMs: 60 * 60 * 1000 } as const;

const tooManyResets = (retryAfter: number) => ({
  code: 'too_many_password_resets',
  detail: `Too many reset emails were asked for within the hour. Try again in ${Math.ceil(retryAfter / 60)} minutes, and look for the last one (and in your spam folder).`,
});

/**
 * Emails a reset link to the account with this address, if there is one: the caller answers the
 * same either way, and the email itself goes from the queue, so neither the answer nor its time
 * says whether the account exists. The link's token is random; only its hash is kept, and only
 * the newest link of an account works. The event keeps the token sealed, for the email only.
 */
export async function requestPasswordReset(
  db: Knex,
  secretsKey: Buffer,
  email: string,
  address: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, `password-reset:${email}`);
    const { perEmail, perAddress, windowMs } = PASSWORD_RESET_LIMITS;
    await checkWindowQuota(
      trx('passwordResetRequests').where({ email }),
      'requestedAt',
      { windowMs, most: perEmail, now },
      tooManyResets,
    );
    await checkWindowQuota(
      trx('passwordResetRequests').where({ ip: address }),
      'requestedAt',
      { windowMs, most: perAddress, now },
      tooManyResets,
    );
    await trx('passwordResetRequests').insert({ email, ip: address, requestedAt: now });
    await trx('passwordResetRequests')
      .where('requestedAt', '<', new Date(now.getTime() - windowMs))
      .delete();

    const user = (await trx('users').where({ email }).whereNull('deletedAt').first('id')) as
      { id: string } | undefined;
    if (!user) return;
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
    await trx('passwordResets')
      .insert({ userId: user.id, tokenHash: hashSecretToken(token), requestedAt: now, expiresAt })
      .onConflict('userId')
      .merge();
    await recordEvent(trx, 'account.password_reset_requested', {
      userId: user.id,
      sealedToken: sealText(secretsKey, token),
      expiresAt: expiresAt.toISOString(),
    });
  });
}

/** Whether `token` is still an account's newest reset link (the email of an older one is not sent). */
export async function isCurrentResetToken(
  db: Knex,
  userId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const row = await db('passwordResets')
    .where({ userId, tokenHash: hashSecretToken(token) })
    .andWhere('expiresAt', '>', now)
    .first('userId');
  return row !== undefined;
}

const resetLinkInvalid = () =>
  new AppError({
    status: 410,
    code: 'reset_link_invalid',
    title: 'Gone',
    detail: `This reset link has expired or was used (links work once, for ${PASSWORD_RESET_MINUTES} minutes, and only the newest): ask for a new one.`,
  });

/**
 * Sets the password a reset link was sent for, once: the link stops working, every session of
 * the account ends (whoever else was signed in is out) and the account is told by email. Nobody
 * is signed in by it: the person signs in next with the new password.
 */
/**
 * Whoever knew the old password may have added a passkey or made a key: each stops signing in
 * alone until the person, signed in with the new password, keeps it (or removes it).
 */
async function pauseAfterReset(trx: Knex.Transaction, userId: string): Promise<void> {
  await pauseEveryApiKey(trx, userId);
  await trx('passkeys').where({ userId }).whereNull('pausedAt').update({ pausedAt: trx.fn.now() });
}

export async function confirmPasswordReset(
  db: Knex,
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  refuseWhenHashingIsBusy();
  await refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (trx) => {
    const [reset] = (await trx('passwordResets')
      .where({ tokenHash: hashSecretToken(token) })
      .andWhere('expiresAt', '>', now)
      .delete()
      .returning('userId')) as { userId: string }[];
    if (!reset) throw resetLinkInvalid();
    await trx('users').where({ id: reset.userId }).update({ passwordHash });
    await destroyOtherSessions(trx, reset.userId, undefined);
    await pauseAfterReset(trx, reset.userId);
    await forgetSecondStepFailures(trx, reset.userId);
    await recordEvent(trx, 'account.password_changed', { userId: reset.userId, by: 'reset' });
  });
}
