import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import { AppError } from '../platform/errors/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { EMAIL_CHANGE_UNDO_HOURS } from './account-values.contract.ts';
import { destroyOtherSessions } from './sessions.ts';
import { openToken, signToken } from './signed-tokens.ts';

/** How long the link sent to a new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Each request emails an address the person names: a few a day, so no one mails strangers through RawEx. */
export const EMAIL_CHANGES_PER_DAY = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface EmailChange {
  id: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  linkExpiresAt: Date;
  appliedAt: Date | null;
  undoUntil: Date | null;
  undoneAt: Date | null;
}

type LinkKind = 'confirm' | 'undo';

/** The token of a link about one change: to confirm it (to the new address) or undo it (to the old). */
export async function emailChangeToken(
  db: Knex,
  secretsKey: Buffer,
  change: Pick<EmailChange, 'id' | 'linkExpiresAt' | 'undoUntil'>,
  kind: LinkKind,
): Promise<string> {
  const until = kind === 'confirm' ? change.linkExpiresAt : change.undoUntil!;
  return signToken(db, secretsKey, {
    k: `email-${kind}`,
    c: String(change.id),
    x: Math.floor(until.getTime() / 1000),
  });
}

const emailTaken = () =>
  new AppError({
    status: 409,
    code: 'email_taken',
    title: 'Conflict',
    detail: 'Another account signs in with this address: choose another, or sign in to that account.',
  });

/**
 * Asks to move the account to a new address (the caller checked the password): the new address
 * gets a link, and nothing changes until it is followed. A newer request voids the older links.
 */
export async function requestEmailChange(
  db: Knex,
  user: { id: string; email: string },
  newEmail: string,
  now = new Date(),
): Promise<EmailChange> {
  if (newEmail === user.email) {
    throw new AppError({
      status: 422,
      code: 'email_unchanged',
      title: 'Unprocessable Content',
      detail: 'This is your address already.',
    });
  }
  if (await db('users').where({ email: newEmail }).first('id')) throw emailTaken();
  return db.transaction(async (trx) => {
    await lockUntilCommit(trx, `email changes ${user.id}`);
    await checkWindowQuota(
      trx('emailChanges').where({ userId: user.id }),
      'requestedAt',
      { windowMs: 24 * HOUR_MS, most: EMAIL_CHANGES_PER_DAY, now },
      (retryAfter) => ({
        code: 'too_many_email_changes',
        detail: `You have asked to move your account to another address ${EMAIL_CHANGES_PER_DAY} times in the last 24 hours, the most a day takes. Try again in ${Math.ceil(retryAfter / 3600)} hours.`,
      }),
    );
    const [change] = (await trx('emailChanges')
      .insert({
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        requestedAt: now,
        linkExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
      })
      .returning('*')) as EmailChange[];
    await recordEvent(trx, 'account.email_change_requested', {
      userId: user.id,
      changeId: String(change!.id),
    });
    return change!;
  });
}

/** The change still waiting for its link, if any: the newest, not expired. */
export async function pendingEmailChange(
  db: Knex,
  userId: string,
  now = new Date(),
): Promise<EmailChange | undefined> {
  const newest = (await db('emailChanges')
    .where({ userId })
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .first()) as EmailChange | undefined;
  return newest && !newest.appliedAt && newest.linkExpiresAt > now ? newest : undefined;
}

const linkInvalid = () =>
  new AppError({
    status: 410,
    code: 'email_change_link_invalid',
    title: 'Gone',
    detail:
      'This link has expired, was used, or a newer change replaced it: start the change again from your account.',
  });

async function changeOfToken(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  kind: LinkKind,
  now: Date,
): Promise<EmailChange> {
  const claims = await openToken(db, secretsKey, token);
  if (claims?.k !== `email-${kind}` || typeof claims.c !== 'string' || typeof claims.x !== 'number')
    throw linkInvalid();
  if (claims.x * 1000 < now.getTime()) throw linkInvalid();
  const change = (await db('emailChanges').where({ id: claims.c }).forUpdate().first()) as
    EmailChange | undefined;
  if (!change) throw linkInvalid();
  return change;
}

/** The account signs in with `email` from now on, confirmed (a link sent to it was followed). */
async function moveSignInEmail(
  trx: Knex.Transaction,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  if (await trx('users').where({ email }).whereNot({ id: userId }).first('id')) throw emailTaken();
  await trx('users').where({ id: userId }).update({ email, emailVerifiedAt: now });
}

/**
 * Follows the link sent to the new address: the account signs in with it from now on (it is
 * confirmed, having received the link), and the old address is told, with a link to undo it.
 */
export async function confirmEmailChange(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (trx) => {
    const change = await changeOfToken(trx, secretsKey, token, 'confirm', now);
    const newest = await pendingEmailChange(trx, change.userId, now);
    if (change.appliedAt || newest?.id !== change.id) throw linkInvalid();
    const user = await trx('users').where({ id: change.userId }).first('email');
    if (user?.email !== change.oldEmail) throw linkInvalid();
    await moveSignInEmail(trx, change.userId, change.newEmail, now);
    await trx('emailChanges')
      .where({ id: change.id })
      .update({ appliedAt: now, undoUntil: new Date(now.getTime() + EMAIL_CHANGE_UNDO_HOURS * HOUR_MS) });
    await recordEvent(trx, 'account.email_changed', { userId: change.userId, changeId: String(change.id) });
    return change.newEmail;
  });
}

/**
 * Follows the undo link sent to the old address: the account signs in with the old address again
 * and every session ends, since whoever changed it knew the password: the next step is a reset.
 */
export async function undoEmailChange(
  db: Knex,
  secretsKey: Buffer,
  token: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (trx) => {
    const change = await changeOfToken(trx, secretsKey, token, 'undo', now);
    if (!change.appliedAt || change.undoneAt || !change.undoUntil || change.undoUntil <= now)
      throw linkInvalid();
    await moveSignInEmail(trx, change.userId, change.oldEmail, now);
    await trx('emailChanges').where({ id: change.id }).update({ undoneAt: now });
    await destroyOtherSessions(trx, change.userId, undefined);
    return change.oldEmail;
  });
}
