/**
 * Who a request acts as, and what they may do: the core's own words, which every domain and the
 * router share. Plain values with no schema library, so the CLI's help and the storefront's
 * consoles can name them without loading zod.
 */

export const USER_ROLES = ['buyer', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Each role as people read it: the API's `vendor` is a supplier to everyone who reads a message. */
export const ROLE_WORDS: Record<UserRole, string> = {
  buyer: 'buyer',
  vendor: 'supplier',
  admin: 'administrator',
};

/** What an API key may be allowed to do (spec §6), as the API management console offers them. */
export const API_PERMISSIONS = [
  'read:products',
  'write:products',
  'read:orders',
  'write:orders',
  'write:shipments',
  'read:categories',
  'write:categories',
  'read:vendors',
  'write:vendors',
  'read:analytics',
  'admin:all',
] as const;
export type ApiPermission = (typeof API_PERMISSIONS)[number];

/** A firm on the marketplace buys or sells. */
export const COMPANY_KINDS = ['buyer', 'supplier'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/**
 * What a member may do for their firm. A buying firm's purchasers fill the cart, check out, ask
 * for quotes and accept them within their limit, its approvers approve what passes a limit, its
 * viewers only look; a selling firm's sales members quote and answer, its catalogue members keep
 * the products, its fulfilment members move orders. Owners and admins do all of it and run the
 * firm (members, settings); only owners make owners.
 */
export const COMPANY_ROLES_BY_KIND = {
  buyer: ['owner', 'admin', 'purchaser', 'approver', 'viewer'],
  supplier: ['owner', 'admin', 'sales', 'catalogue', 'fulfilment'],
} as const satisfies Record<CompanyKind, readonly string[]>;
export type CompanyRole = (typeof COMPANY_ROLES_BY_KIND)[CompanyKind][number];
export const COMPANY_ROLES: readonly CompanyRole[] = [
  ...new Set([...COMPANY_ROLES_BY_KIND.buyer, ...COMPANY_ROLES_BY_KIND.supplier]),
];

/** The members who may do each kind of thing for their firm (a route's `companyRoles`). */
export const MEMBERS_WHO = {
  /** Anything a person does for themselves (their profile, their notifications, their uploads). */
  actForThemselves: COMPANY_ROLES,
  /** Run the firm: its details, settings, members, invitations, webhooks. */
  runTheFirm: ['owner', 'admin'],
  /** Decide where the firm's money goes: its bank account. */
  ownTheFirm: ['owner'],
  /** Buy: the cart, checkout, samples, requests for quotation, accepting quotes, ratings. */
  buy: ['owner', 'admin', 'purchaser'],
  /** Decide on what a purchaser asked to buy beyond a limit. */
  approve: ['owner', 'admin', 'approver'],
  /** Sell: quotes. */
  sell: ['owner', 'admin', 'sales'],
  /** Talk with the other side: a buyer's purchasers, a supplier's sales members. */
  converse: ['owner', 'admin', 'purchaser', 'sales'],
  /** Keep the catalogue: products and their imports. */
  keepTheCatalogue: ['owner', 'admin', 'catalogue'],
  /** Move orders: a supplier's fulfilment members on their side, a buyer's purchasers on theirs. */
  moveOrders: ['owner', 'admin', 'purchaser', 'fulfilment'],
} as const satisfies Record<string, readonly CompanyRole[]>;

/**
 * The marketplace role a person acts in for a firm: an administrator stays one whatever firm they
 * act for; anyone else buys for a buying firm and sells for a selling one.
 */
export function actingRole(accountRole: UserRole, kind: CompanyKind): UserRole {
  if (accountRole === 'admin') return 'admin';
  return kind === 'supplier' ? 'vendor' : 'buyer';
}

/** The signed-in user a request acts as. */
export interface AuthUser {
  id: string;
  email: string;
  /** The marketplace role for this request (`actingRole`): the acting firm decides buyer or vendor. */
  role: UserRole;
  /**
   * The firm the person acts for, which owns what they make and see: the one chosen in the
   * session, or the one a key was made for. A firm's id is the id of the account that registered
   * it, so an account's own firm has the account's id.
   */
  companyId: string;
  /** Their role in that firm. */
  companyRole: CompanyRole;
  /**
   * Their email address is confirmed. What reaches other people (requests for quotation,
   * messages, webhooks, keys, documents) waits for it: an address nobody answers cannot spread.
   */
  emailConfirmed: boolean;
}

/**
 * A firm reading its own records, as the API would answer its members: what an event tells the
 * firm's webhooks and notifications, worked out with no one signed in.
 */
export const readingAsFirm = (companyId: string, role: UserRole): AuthUser => ({
  id: companyId,
  email: '',
  role,
  companyId,
  companyRole: 'owner',
  emailConfirmed: false,
});
