import type { Knex } from 'knex';
import type { z } from 'zod';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../auth/passwords.ts';
import type { loginBodySchema, Me, registerBodySchema } from '../contracts/users.ts';
import { AppError, notFound } from '../errors/index.ts';
import type { AuthUser } from '../http/route.ts';
import type { UserRole } from '../contracts/account-values.ts';
import { User } from '../models/index.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function toMe(user: User): Me {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    companyName: user.companyName,
    location: user.location,
    description: user.description,
    profileImageUrl: user.profileImageUrl,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface NewAccount extends Omit<z.output<typeof registerBodySchema>, 'role'> {
  role: UserRole;
}

export async function createAccount(db: Knex, account: NewAccount): Promise<User> {
  const { password, ...profile } = account;
  return User.query(db).insertAndFetch({
    ...profile,
    passwordHash: await hashPassword(password),
  } as Partial<User>);
}

async function recentFailures(db: Knex, email: string, now: Date) {
  const row = await db('loginFailures')
    .where({ email })
    .andWhere('failedAt', '>', new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS))
    .first(db.raw('count(*) AS count'), db.raw('min(failed_at) AS oldest'));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/**
 * Checks an email and password. Ten failures for one email within 15 minutes lock that email
 * out (429) until the oldest of them is 15 minutes old; a success clears the count.
 */
export async function signInWithPassword(
  db: Knex,
  { email, password }: z.output<typeof loginBodySchema>,
  now = new Date(),
): Promise<User> {
  const failures = await recentFailures(db, email, now);
  if (failures.count >= LOGIN_FAILURE_LIMIT && failures.oldest) {
    const retryAfter = Math.max(
      1,
      Math.ceil((failures.oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000),
    );
    throw new AppError({
      status: 429,
      code: 'too_many_failed_logins',
      title: 'Too Many Requests',
      detail: `Too many failed sign-ins for this email. Try again in ${Math.ceil(retryAfter / 60)} minutes, or reset your password.`,
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  const user = await User.query(db).findOne({ email }).select('*');
  const passwordHash = user?.passwordHash;
  const valid = passwordHash
    ? await verifyPassword(password, passwordHash)
    : await verifyDecoyPassword(password);
  if (!user || !valid) {
    await db('loginFailures').insert({ email, failedAt: now });
    throw new AppError({
      status: 401,
      code: 'invalid_credentials',
      title: 'Unauthorized',
      detail: 'Email or password is incorrect.',
    });
  }
  await db('loginFailures').where({ email }).delete();
  return user;
}

export async function findUser(db: Knex, id: string): Promise<User | undefined> {
  return User.query(db).findById(id);
}

export async function setVendorVerified(db: Knex, vendorId: string, isVerified: boolean): Promise<User> {
  const vendor = await User.query(db).findById(vendorId);
  if (!vendor) throw notFound('Vendor not found', 'vendor_not_found');
  if (vendor.role !== 'vendor') {
    throw new AppError({
      status: 409,
      code: 'not_a_vendor',
      title: 'Conflict',
      detail: 'Only vendor accounts can be verified.',
    });
  }
  return vendor.$query(db).patchAndFetch({ isVerified });
}

export function isAdmin(user: AuthUser | undefined): boolean {
  return user?.role === 'admin';
}
