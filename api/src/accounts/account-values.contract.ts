/**
 * An account's fixed values: plain values with no schema library, so the CLI's help can name
 * them without loading the contracts' zod.
 */

export {
  COMPANY_KINDS,
  COMPANY_ROLES,
  COMPANY_ROLES_BY_KIND,
  MEMBERS_WHO,
  USER_ROLES,
  type CompanyKind,
  type CompanyRole,
  type UserRole,
} from '../platform/actor.ts';

/** NIST SP 800-63B: at least 10 characters, and room for a passphrase of 64 and more. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/** The second steps a sign-in may take after the password. */
export const SECOND_STEP_METHODS = ['totp', 'passkey', 'recovery_code'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];
/** How long a password reset link works, and how long the old address may undo an email change. */
export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_CHANGE_UNDO_HOURS = 48;
/** Who is shown where a deleted account's name was. */
export const FORMER_MEMBER = 'Former member';
