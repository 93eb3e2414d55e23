/**
 * Who a request acts as, and what they may do: the core's own words, which every domain and the
 * router share. Plain values with no schema library, so the CLI's help and the storefront's
 * consoles can name them without loading zod.
 */

export const USER_ROLES = ['buyer', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What an API key may be allowed to do (spec §6), as the API management console offers them. */
export const API_PERMISSIONS = [
  'read:products',
  'write:products',
  'read:orders',
  'write:orders',
  'read:categories',
  'write:categories',
  'read:vendors',
  'write:vendors',
  'read:analytics',
  'admin:all',
] as const;
export type ApiPermission = (typeof API_PERMISSIONS)[number];

/** The signed-in user a request acts as. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
  /**
   * Their email address is confirmed. What reaches other people (requests for quotation,
   * messages, webhooks, keys, documents) waits for it: an address nobody answers cannot spread.
   */
  emailConfirmed: boolean;
}
