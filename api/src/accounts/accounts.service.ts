import type { Knex } from 'knex';
import type { z } from 'zod';
import { recordEvent } from '../notifications/index.ts';
import {
  hashPassword,
  refuseCommonPassword,
  needsRehash,
  refuseWhenHashingIsBusy,
  verifyDecoyPassword,
  verifyPassword,
} from './passwords.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { destroyOtherSessions } from './sessions.ts';
import { reserveSignInAttempt } from './sign-in-throttle.ts';
import { listApiKeys, revokeEveryApiKey } from '../keys/index.ts';
import type {
  changePasswordBodySchema,
  loginBodySchema,
  Me,
  PasswordChanged,
  registerBodySchema,
  updateMeBodySchema,
} from './users.contract.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type { AuthUser } from './actor.ts';
import type { UserRole } from './account-values.contract.ts';
import { User } from './user.model.ts';
import { recordAudit } from '../audit/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';

export const SIGN_UP_LIMIT_PER_ADDRESS = 20;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

/** Who a person acts as: their own firm, as its owner, unless a session chose another. */
export type Acting = Pick<AuthUser, 'role' | 'companyId' | 'companyRole'>;

export const actingForOwnFirm = (user: Pick<User, 'id' | 'role'>): Acting => ({
  role: user.role,
  companyId: user.id,
  companyRole: 'owner',
});

/** What an account shows its person (`account_of` in SQL answers the same). */
export type ShownAccount = Pick<
  User,
  | 'id'
  | 'email'
  | 'contactEmail'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'companyName'
  | 'location'
  | 'description'
  | 'profileImageUrl'
  | 'isVerified'
  | 'emailVerifiedAt'
  | 'createdAt'
>;

export function toMe(user: ShownAccount, acting: Acting = actingForOwnFirm(user)): Me {
  return {
    id: user.id,
    email: user.email,
    contactEmail: user.contactEmail,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: acting.role,
    companyId: acting.companyId,
    companyRole: acting.companyRole,
    companyName: user.companyName,
    location: user.location,
    description: user.description,
    profileImageUrl: user.profileImageUrl,
    isVerified: user.isVerified,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface NewAccount extends Omit<z.output<typeof registerBodySchema>, 'role'> {
  role: UserRole;
}

/**
 * An account made by those who run RawEx (the administrator, the demo data, the CLI): its email
 * address is taken as confirmed unless `emailVerified` is false.
 */
export async function createAccount(
  db: Knex,
  account: NewAccount,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<User> {
  const { password, ...profile } = account;
  await refuseCommonPassword(password, 'password');
  return User.query(db).insertAndFetch({
    ...profile,
    passwordHash: await hashPassword(password),
    emailVerifiedAt: emailVerified ? new Date() : null,
  } as Partial<User>);
}

/**
 * Signs up from an address: at most SIGN_UP_LIMIT_PER_ADDRESS accounts an hour from one (429
 * after, with Retry-After), counted in the database so every process agrees. Called in a
 * transaction: sign-ups from one address wait on each other from the count to the commit, so
 * sign-ups sent at once cannot all pass one count.
 */
export async function signUpFrom(
  trx: Knex.Transaction,
  account: NewAccount,
  address: string,
  now = new Date(),
): Promise<User> {
  await lockUntilCommit(trx, `sign-up:${address}`);
  await checkWindowQuota(
    trx('signUps').where({ ip: address }),
    'signedUpAt',
    { windowMs: SIGN_UP_WINDOW_MS, most: SIGN_UP_LIMIT_PER_ADDRESS, now },
    (retryAfter) => ({
      code: 'too_many_sign_ups',
      detail: `Too many accounts were made from your network within an hour. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    }),
  );
  // Someone signing up confirms the address by the link emailed to it.
  const user = await createAccount(trx, account, { emailVerified: false });
  await sendVerificationEmail(trx, user.id, now);
  await trx('signUps').insert({ ip: address, signedUpAt: now });
  await trx('signUps')
    .where('signedUpAt', '<', new Date(now.getTime() - SIGN_UP_WINDOW_MS))
    .delete();
  return user;
}

/**
 * Checks an email and password. The attempt is counted before the password is checked
 * (`reserveSignInAttempt`): failures slow the account, the account at that address and the
 * address down, and a success takes its attempt back. A wrong email and a wrong password are
 * answered alike, as slowly. A hash made at an older cost is re-made with the password at hand.
 */
export async function signInWithPassword(
  db: Knex,
  { email, password }: z.output<typeof loginBodySchema>,
  {
    address,
    now = new Date(),
    signal,
  }: {
    address?: string;
    now?: Date;
    /** Aborted when the client gives up: its check is dropped if still waiting its turn. */
    signal?: AbortSignal;
  } = {},
): Promise<User> {
  refuseWhenHashingIsBusy();
  const attempt = await reserveSignInAttempt(db, email, address, now);
  const user = await User.query(db).findOne({ email }).select('*');
  const passwordHash = user?.passwordHash;
  const valid = passwordHash
    ? await verifyPassword(password, passwordHash, signal)
    : await verifyDecoyPassword(password, signal);
  if (!user || !valid) {
    throw new AppError({
      status: 401,
      code: 'invalid_credentials',
      title: 'Unauthorized',
      detail: 'Email or password is incorrect.',
    });
  }
  await attempt.signedIn();
  if (passwordHash && needsRehash(passwordHash)) {
    await User.query(db)
      .findById(user.id)
      .patch({ passwordHash: await hashPassword(password) } as Partial<User>);
  }
  return user;
}

/**
 * Checks that the signed-in person gave their own password, for what needs it besides the session
 * (confirming it, moving the email, deleting the account): a wrong one counts as a failed sign-in.
 */
export async function proveOwnPassword(
  db: Knex,
  actor: Pick<AuthUser, 'email'>,
  password: string,
  attempt: { address?: string; signal?: AbortSignal },
): Promise<void> {
  await signInWithPassword(db, { email: actor.email, password }, attempt);
}

/** Sets an account's password (hashed at today's cost), as an operator does for a known account. */
export async function setAccountPassword(db: Knex, userId: string, password: string): Promise<void> {
  await User.query(db)
    .findById(userId)
    .patch({ passwordHash: await hashPassword(password) } as Partial<User>);
}

/**
 * A new password for a signed-in user who knows the current one; every other session of theirs
 * ends (the one that changed it stays).
 */
export async function changePassword(
  db: Knex,
  actor: AuthUser,
  { currentPassword, newPassword, revokeKeys }: z.output<typeof changePasswordBodySchema>,
  currentSessionToken: string | undefined,
): Promise<PasswordChanged> {
  refuseWhenHashingIsBusy();
  const user = await User.query(db).findById(actor.id).select('passwordHash');
  if (!user?.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw invalidField('currentPassword', 'is not your password');
  }
  await refuseCommonPassword(newPassword, 'newPassword');
  const revoked = await db.transaction(async (trx) => {
    await User.query(trx)
      .findById(actor.id)
      .patch({ passwordHash: await hashPassword(newPassword) } as Partial<User>);
    await destroyOtherSessions(trx, actor.id, currentSessionToken);
    await recordEvent(trx, 'account.password_changed', { userId: actor.id });
    return revokeKeys ? revokeEveryApiKey(trx, actor) : ([] as number[]);
  });
  const keys = await listApiKeys(db, actor);
  return {
    revokedKeys: keys.filter((key) => revoked.includes(key.id)),
    activeKeys: keys.filter((key) => key.status === 'active'),
  };
}

/** What a user changes of their own account: for now, the public contact email. */
export async function updateMe(
  db: Knex,
  actor: AuthUser,
  changes: z.output<typeof updateMeBodySchema>,
): Promise<User> {
  return User.query(db).patchAndFetchById(actor.id, changes as Partial<User>);
}

/**
 * Renames the firm an account registered (its own): the trading name the catalogue, the supplier
 * directory and companies' `company_name` show. Companies asks this when the firm's owners rename it.
 */
export async function setTradingName(db: Knex, accountId: string, name: string): Promise<void> {
  await User.query(db)
    .findById(accountId)
    .patch({ companyName: name } as Partial<User>);
}

/** Sends the link that confirms the user's address again (a new one; the old ones keep working until they expire). */
export async function requestVerificationEmail(db: Knex, actor: AuthUser): Promise<void> {
  const user = await User.query(db).findById(actor.id).select('emailVerifiedAt');
  if (user?.emailVerifiedAt) {
    throw new AppError({
      status: 409,
      code: 'email_already_verified',
      title: 'Conflict',
      detail: 'Your email address is confirmed already.',
    });
  }
  await db.transaction((trx) => sendVerificationEmail(trx, actor.id));
}

export async function findUser(db: Knex, id: string): Promise<User | undefined> {
  return User.query(db).findById(id);
}

/** The account signed in with `email`, if there is one. */
export async function findUserByEmail(db: Knex, email: string): Promise<User | undefined> {
  return User.query(db).findOne({ email });
}

/** An administrator's verdict on a vendor, recorded in the audit trail with it. */
export async function setVendorVerified(
  db: Knex,
  actor: AuthUser,
  vendorId: string,
  isVerified: boolean,
): Promise<User> {
  const vendor = await User.query(db).findById(vendorId);
  if (!vendor) throw notFound('Vendor not found', 'vendor_not_found');
  if (vendor.role !== 'vendor') {
    throw new AppError({
      status: 409,
      code: 'not_a_vendor',
      title: 'Conflict',
      detail: 'Only supplier accounts can be verified.',
    });
  }
  if (isVerified && vendor.emailVerifiedAt === null) {
    throw new AppError({
      status: 409,
      code: 'email_not_verified',
      title: 'Conflict',
      detail: `${vendor.companyName ?? vendor.email} has not confirmed its email address yet: it can be verified once it has followed the link emailed at sign-up.`,
    });
  }
  return db.transaction(async (trx) => {
    await recordAudit(trx, actor, isVerified ? 'vendor.verified' : 'vendor.unverified', {
      type: 'vendor',
      id: vendorId,
    });
    return vendor.$query(trx).patchAndFetch({ isVerified });
  });
}

export function isAdmin(user: AuthUser | undefined): boolean {
  return user?.role === 'admin';
}
