/**
 * An account's fixed values: plain values with no schema library, so the CLI's help can name
 * them without loading the contracts' zod.
 */

export const USER_ROLES = ['buyer', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
