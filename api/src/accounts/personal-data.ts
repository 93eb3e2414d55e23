import type { Knex } from 'knex';
import { FORMER_MEMBER } from './account-values.contract.ts';

/** What a person's account holds about them, for their copy of their data. */
export function profileOf(db: Knex, userId: string) {
  return db('users')
    .where({ id: userId })
    .first(
      'id',
      'email',
      'contactEmail',
      'username',
      'firstName',
      'lastName',
      'role',
      'companyName',
      'location',
      'description',
      'profileImageUrl',
      'emailVerifiedAt',
      'createdAt',
    ) as Promise<Record<string, unknown> | undefined>;
}

/** The account's own tables that hold a person's ways in and their traces, emptied when they leave. */
const SIGN_IN_TABLES = [
  'sessions',
  'totpFactors',
  'recoveryCodes',
  'passkeys',
  'passwordResets',
  'signInDevices',
  'emailChanges',
  'signInChallenges',
] as const;

/**
 * Ends a person's account: whatever named them is replaced (their name reads "Former member"),
 * their password, second steps, sessions and sign-in traces go. The row stays, for what others
 * keep of them (orders, messages) to name a former member.
 */
export async function eraseAccount(trx: Knex.Transaction, userId: string, now: Date): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({
      email: `former-member-${userId.toLowerCase().replace(/[^a-z0-9]/g, '')}@deleted.invalid`,
      emailVerifiedAt: null,
      passwordHash: null,
      firstName: FORMER_MEMBER,
      lastName: null,
      username: null,
      contactEmail: null,
      deletedAt: now,
    });
  for (const table of SIGN_IN_TABLES) await trx(table).where({ userId }).delete();
}
