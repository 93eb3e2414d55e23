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
