// Long by nature: who may call each route, with a key's permission or a session's role.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PERMISSIONS } from './samples/console-values.contract.ts';
import type { ApiKey, ApiPermission, Me, ProblemBody } from './contracts.ts';
import { COMPANY_ROLES_BY_KIND, type CompanyRole } from './platform/actor.ts';
import { servedPath, type RouteDefinition } from './platform/http/route.ts';
import {
  seedTrade,
  signInAgain,
  signInAsAdmin,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
} from './testing/index.ts';
import { apiRoutes } from './api-routes.ts';

/**
 * Who may call what, over the whole route table: every route × every class of caller it tells
 * apart (each role in a buying and in a selling company among them), the answer expected from the
 * route's declared access, key permission and company roles; and for every route that takes
 * the id of something someone owns, another owner's id answered exactly as an id that does not
 * exist, with nothing changed.
 */

/** The codes with which the API refuses a caller before looking at the request itself. */
const ACCESS_REFUSALS = [
  'not_signed_in',
  'forbidden_role',
  'missing_permission',
  'session_required',
  'invalid_api_key',
  'forbidden_company_role',
];

type Caller =
  | { name: string; kind: 'anonymous' }
  | { name: string; kind: 'session'; who: () => SignedIn }
  | { name: string; kind: 'key'; permission: ApiPermission; key: () => string }
  | { name: string; kind: 'dead key'; key: () => string };

/** The members besides owners (the buyer and the vendor own theirs) whose every route is tried. */
const MEMBER_ROLES = [
  ...COMPANY_ROLES_BY_KIND.buyer.filter((role) => role !== 'owner').map((role) => ['buyer', role] as const),
  ...COMPANY_ROLES_BY_KIND.supplier
    .filter((role) => role !== 'owner')
    .map((role) => ['vendor', role] as const),
];

const routeName = (route: RouteDefinition) => `${route.method.toUpperCase()} ${servedPath(route)}`;

/**
 * Permissions a route's handler asks of a key besides its declared one, for the request the
 * matrix sends (an id that is not the caller's own).
 */
const handlerPermissions: Record<string, ApiPermission> = {
  // A key may revoke itself with no permission; any other key takes admin:all.
  'DELETE /api/keys/:id': 'admin:all',
};

/** What the route's declaration says this caller gets: an access refusal's code, or null (let through). */
function expectedRefusal(
  route: RouteDefinition,
  caller: Caller,
  roleOf: (caller: Caller) => string,
  companyRoleOf: (caller: Caller) => CompanyRole,
): string | null {
  if (caller.kind === 'dead key') return 'invalid_api_key';
  if (caller.kind === 'anonymous') return route.access === 'public' ? null : 'not_signed_in';
  if (Array.isArray(route.access) && !route.access.includes(roleOf(caller))) return 'forbidden_role';
  if (caller.kind === 'key' && route.permission === 'session') return 'session_required';
  const permission = route.permission ?? handlerPermissions[routeName(route)] ?? null;
  if (caller.kind === 'key' && permission !== null) {
    if (caller.permission !== permission && caller.permission !== 'admin:all') return 'missing_permission';
  }
  if (route.companyRoles && !route.companyRoles.includes(companyRoleOf(caller)))
    return 'forbidden_company_role';
  return null;
}

/**
 * What of a caller the route's declaration reads: callers alike in it get the same answer from
 * `expectedRefusal`, and the matrix sends the route one of them (a different one from route to
 * route, so that every caller is sent in turn).
 */
function callerClass(
  route: RouteDefinition,
  caller: Caller,
  roleOf: (caller: Caller) => string,
  companyRoleOf: (caller: Caller) => CompanyRole,
): string {
  if (caller.kind === 'anonymous' || caller.kind === 'dead key') return caller.kind;
  const permission = route.permission ?? handlerPermissions[routeName(route)] ?? null;
  return [
    caller.kind,
    Array.isArray(route.access) ? roleOf(caller) : '',
    caller.kind === 'key' && permission !== null && permission !== 'session' ? caller.permission : '',
    route.companyRoles ? companyRoleOf(caller) : '',
  ].join(' ');
}

/** The world the ownership checks act on: one of each thing a user owns, and its owner's rival. */
interface World {
  vendor: SignedIn;
  rivalVendor: SignedIn;
  buyer: SignedIn;
  rivalBuyer: SignedIn;
  productId: number;
  categoryId: number;
  cartItemId: number;
  orderId: number;
  keyId: number;
  webhookId: number;
  deliveryId: string;
  /** A request addressed to the vendor alone, with the vendor's quote on it. */
  rfqId: number;
  quoteId: number;
  /** The buyer's conversation with the vendor. */
  conversationId: number;
  /** A document the buyer sent in it. */
  documentName: string;
  /** An invitation to the buyer's company. */
  invitationId: number;
  /** A purchase of the buyer's company waiting for an approver. */
  approvalId: number;
}

interface OwnedRoute {
  /** The path with the owned thing's id, and with an id that names nothing. */
  owned(world: World): string;
  missing(world: World): string;
  /** Who tries, not being the owner. */
  intruders(world: World): SignedIn[];
  body?: (world: World) => unknown;
}

const everyone = (world: World) => [world.rivalVendor, world.rivalBuyer];

/**
 * Every route, by `METHOD /path`: how it guards what belongs to someone, or why nothing it takes
 * by id is anyone's. A new route fails the test until it is classified here.
 */
const ownership: Record<string, OwnedRoute | string> = {
  'GET /api/health': 'takes no id',
  'GET /api/companies': 'acts on the caller’s own memberships',
  'POST /api/companies/:id/act': {
    owned: (world) => `/api/companies/${world.buyer.user.id}/act`,
    missing: () => `/api/companies/${randomUUID()}/act`,
    intruders: everyone,
  },
  'GET /api/company': 'acts on the company the caller acts for',
  'PATCH /api/company': 'acts on the company the caller acts for',
  'GET /api/company/members': 'acts on the company the caller acts for',
  'PATCH /api/company/members/:userId': {
    owned: (world) => `/api/company/members/${world.buyer.user.id}`,
    missing: () => `/api/company/members/${randomUUID()}`,
    intruders: everyone,
    body: () => ({ role: 'viewer' }),
  },
  'DELETE /api/company/members/:userId': {
    owned: (world) => `/api/company/members/${world.buyer.user.id}`,
    missing: () => `/api/company/members/${randomUUID()}`,
    intruders: everyone,
  },
  'GET /api/company/invitations': 'acts on the company the caller acts for',
  'POST /api/company/invitations': 'invites into the company the caller acts for',
  'DELETE /api/company/invitations/:id': {
    owned: (world) => `/api/company/invitations/${world.invitationId}`,
    missing: () => '/api/company/invitations/2147483000',
    intruders: everyone,
  },
  'GET /api/approvals': 'lists the company’s own: approvals.test.ts',
  'GET /api/approvals/:id': {
    owned: (world) => `/api/approvals/${world.approvalId}`,
    missing: () => '/api/approvals/2147483000',
    intruders: everyone,
  },
  'POST /api/approvals/:id/approve': {
    owned: (world) => `/api/approvals/${world.approvalId}/approve`,
    missing: () => '/api/approvals/2147483000/approve',
    intruders: everyone,
  },
  'POST /api/approvals/:id/reject': {
    owned: (world) => `/api/approvals/${world.approvalId}/reject`,
    missing: () => '/api/approvals/2147483000/reject',
    intruders: everyone,
    body: () => ({ reason: 'Taken over' }),
  },
  'GET /api/invitations/preview': 'takes a signed token, no id: companies.test.ts refuses forged ones',
  'POST /api/invitations/accept': 'takes a signed token, no id: companies.test.ts refuses forged ones',
  'GET /api/health/ready': 'takes no id',
  'POST /api/auth/register': 'takes no id',
  'POST /api/auth/login': 'takes no id',
  'POST /api/auth/logout': 'acts on the caller’s own session',
  'GET /api/auth/me': 'acts on the caller',
  'PATCH /api/auth/me': 'acts on the caller',
  'GET /api/auth/me/summary': 'acts on the caller',
  'POST /api/auth/confirm-password': 'acts on the caller’s own session',
  'POST /api/auth/verify-email':
    'takes a signed token, no id: email-verification.test.ts refuses forged ones',
  'POST /api/auth/verification-email': 'acts on the caller',
  'POST /api/auth/password': 'acts on the caller',
  'POST /api/auth/password-reset': 'takes an email, no id: answers alike whether an account has it',
  'POST /api/auth/password-reset/confirm': 'takes a random token, no id: security.test.ts refuses used ones',
  'POST /api/auth/login/second-step': 'acts on the sign-in its browser began',
  'POST /api/auth/passkeys/sign-in/options': 'takes no id',
  'POST /api/auth/passkeys/sign-in': 'acts on the passkey’s own account, proven by its signature',
  'GET /api/auth/security': 'acts on the caller',
  'POST /api/auth/two-step/totp': 'acts on the caller',
  'POST /api/auth/two-step/totp/confirm': 'acts on the caller',
  'DELETE /api/auth/two-step/totp': 'acts on the caller',
  'POST /api/auth/two-step/recovery-codes': 'acts on the caller',
  'POST /api/auth/passkeys/options': 'acts on the caller',
  'POST /api/auth/second-step/confirm/options': 'acts on the caller',
  'POST /api/auth/second-step/confirm': 'acts on the confirmation its browser began, for the caller',
  'POST /api/auth/passkeys': 'acts on the caller',
  'DELETE /api/auth/passkeys/:id': 'only the caller’s own passkeys: another’s id answers 404 as none',
  'POST /api/auth/passkeys/:id/keep': 'only the caller’s own passkeys: another’s id answers 404 as none',
  'GET /api/auth/sessions': 'acts on the caller',
  'DELETE /api/auth/sessions/:id': 'only the caller’s own sessions: security.test.ts ends another’s in vain',
  'DELETE /api/auth/sessions': 'acts on the caller’s other sessions',
  'POST /api/auth/email': 'acts on the caller',
  'POST /api/auth/email/confirm': 'takes a signed token, no id: security.test.ts refuses a used one',
  'POST /api/auth/email/undo': 'takes a signed token, no id',
  'GET /api/auth/me/export': 'acts on the caller',
  'GET /api/auth/me/exports/:id':
    'only the caller’s own exports: personal-data.test.ts asks for another’s in vain',
  'DELETE /api/auth/me': 'acts on the caller',
  'GET /api/saved-products': 'acts on the caller’s own saved products',
  'GET /api/saved-products/ids': 'acts on the caller’s own saved products',
  'PUT /api/saved-products/:productId': 'takes a listed product, anyone’s to save',
  'DELETE /api/saved-products/:productId':
    'only the caller’s own: saved-products.test.ts removes another’s in vain',
  'GET /api/saved-searches': 'acts on the caller’s own saved searches',
  'POST /api/saved-searches': 'acts on the caller',
  'PATCH /api/saved-searches/:id': 'only the caller’s own: saved-searches.test.ts renames another’s in vain',
  'DELETE /api/saved-searches/:id': 'only the caller’s own: saved-searches.test.ts deletes another’s in vain',
  'POST /api/saved-searches/stop-emails':
    'takes a signed token, no id: saved-searches.test.ts refuses forged ones',
  'GET /api/categories': 'public',
  'GET /api/currencies': 'public',
  'GET /api/fx-rates': 'public',
  'POST /api/admin/fx-rates': 'administrators only',
  'GET /api/certifications': 'public',
  'GET /api/products/facets': 'public',
  'POST /api/certifications': 'administrators only',
  'PATCH /api/certifications/:code': 'administrators only',
  'GET /api/categories/:slug/statistics': 'public',
  'GET /api/market/trends': 'public',
  'GET /api/market/summary': 'public',
  'POST /api/products/bulk': 'acts on the caller’s own catalogue',
  'GET /api/products': 'public',
  'GET /api/vendors/:id/products': {
    owned: (world) => `/api/vendors/${world.vendor.user.id}/products`,
    missing: () => `/api/vendors/${randomUUID()}/products`,
    intruders: everyone,
  },
  'GET /api/products/:id': 'public; an unlisted product is tested in products.test.ts',
  'GET /api/products/:id/price': 'public; an unlisted product’s price is tested in price-ladder.test.ts',
  'POST /api/products': 'acts on the caller’s own catalogue',
  'PUT /api/products/:id': {
    owned: (world) => `/api/products/${world.productId}`,
    missing: () => '/api/products/2147483000',
    intruders: (world) => [world.rivalVendor],
    body: (world) => ({
      categoryId: world.categoryId,
      name: 'Taken over',
      description: 'Not yours',
      price: '0.01',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 1,
      images: ['https://example.com/cloves.jpg'],
    }),
  },
  'PATCH /api/products/:id': {
    owned: (world) => `/api/products/${world.productId}`,
    missing: () => '/api/products/2147483000',
    intruders: (world) => [world.rivalVendor],
    body: () => ({ price: '0.01' }),
  },
  'DELETE /api/products/:id': {
    owned: (world) => `/api/products/${world.productId}`,
    missing: () => '/api/products/2147483000',
    intruders: (world) => [world.rivalVendor],
  },
  'GET /api/cart/:id': {
    owned: (world) => `/api/cart/${world.buyer.user.id}`,
    missing: () => `/api/cart/${randomUUID()}`,
    intruders: everyone,
  },
  'POST /api/cart': 'acts on the caller’s own cart',
  'PUT /api/cart/:id': {
    owned: (world) => `/api/cart/${world.cartItemId}`,
    missing: () => '/api/cart/2147483000',
    intruders: everyone,
    body: () => ({ quantity: 99 }),
  },
  'DELETE /api/cart/:id': {
    owned: (world) => `/api/cart/${world.cartItemId}`,
    missing: () => '/api/cart/2147483000',
    intruders: everyone,
  },
  'GET /api/checkout': 'weighs the caller’s own cart against the caller’s own limits',
  'POST /api/checkout': 'acts on the caller’s own cart',
  'POST /api/products/:id/sample': 'orders any listed product’s sample for the caller: sample-orders.test.ts',
  'GET /api/orders': 'lists by buyerId/vendorId in the query: orders.test.ts refuses another’s',
  'GET /api/orders/:id': {
    owned: (world) => `/api/orders/${world.orderId}`,
    missing: () => '/api/orders/2147483000',
    intruders: everyone,
  },
  'PATCH /api/orders/:id': {
    owned: (world) => `/api/orders/${world.orderId}`,
    missing: () => '/api/orders/2147483000',
    intruders: everyone,
    body: () => ({ status: 'cancelled' }),
  },
  'GET /api/orders/:id/documents': {
    owned: (world) => `/api/orders/${world.orderId}/documents`,
    missing: () => '/api/orders/2147483000/documents',
    intruders: everyone,
  },
  'GET /api/orders/:id/documents/:documentId/pdf':
    'checks the order like GET /api/orders/:id/documents: order-documents.test.ts tries a stranger and another order',
  'GET /api/orders/:id/documents/:documentId/xml':
    'checks the order like GET /api/orders/:id/documents: order-documents.test.ts tries a stranger',
  'GET /api/orders/:id/shipments': {
    owned: (world) => `/api/orders/${world.orderId}/shipments`,
    missing: () => '/api/orders/2147483000/shipments',
    intruders: everyone,
  },
  'POST /api/orders/:id/shipments': {
    owned: (world) => `/api/orders/${world.orderId}/shipments`,
    missing: () => '/api/orders/2147483000/shipments',
    intruders: everyone,
    body: () => ({ mode: 'sea', carrier: 'MSC', placeOfLoading: 'Santos', placeOfDischarge: 'Hamburg' }),
  },
  'POST /api/orders/:id/credit-notes': {
    owned: (world) => `/api/orders/${world.orderId}/credit-notes`,
    missing: () => '/api/orders/2147483000/credit-notes',
    intruders: everyone,
    body: () => ({ amount: '1.00', reason: 'Price adjustment' }),
  },
  'GET /api/orders/:id/trade-documents': {
    owned: (world) => `/api/orders/${world.orderId}/trade-documents`,
    missing: () => '/api/orders/2147483000/trade-documents',
    intruders: everyone,
  },
  'POST /api/orders/:id/trade-documents':
    'takes files for the order’s supplier only: trade-documents.test.ts tries a stranger and the buyer',
  'POST /api/orders/:id/trade-documents/requests': {
    owned: (world) => `/api/orders/${world.orderId}/trade-documents/requests`,
    missing: () => '/api/orders/2147483000/trade-documents/requests',
    intruders: everyone,
    body: () => ({ type: 'certificate_of_origin' }),
  },
  'POST /api/trade-documents/:id/review':
    'reviews for the order’s buyer only: trade-documents.test.ts tries a stranger and the supplier',
  'GET /api/trade-documents/:id/file':
    'serves the order’s two firms only: trade-documents.test.ts tries a stranger',
  'POST /api/auctions': 'runs an auction of the caller’s own firm',
  'GET /api/auctions': 'lists only what the caller’s firm may see: auctions.test.ts tries an outsider',
  'GET /api/auctions/:id':
    'shows the owner and the firms that may bid only: auctions.test.ts tries an outsider and another buyer',
  'GET /api/auctions/:id/events':
    'streams to the owner and the firms that may bid only: auction-stream.test.ts tries an outsider',
  'POST /api/auctions/:id/lots/:lotId/award':
    'decides for the auction’s owner only: auction-award.test.ts tries a bidder',
  'GET /api/auctions/:id/bids.csv':
    'exports to the auction’s owner only: auction-award.test.ts tries a bidder',
  'POST /api/auctions/:id/bids':
    'takes bids of the firms that may bid only: auctions.test.ts tries an outsider, the owner and an unverified supplier',
  'GET /api/shipments/:id': 'checks the shipment’s order’s firms: shipments.test.ts tries a stranger',
  'POST /api/shipments/:id/events':
    'records for the shipment’s supplier only: shipments.test.ts tries a stranger and the buyer',
  'GET /api/company/bank-account': 'acts on the company the caller acts for',
  'GET /api/company/payment-plan': 'acts on the company the caller acts for',
  'PUT /api/company/payment-plan': 'acts on the company the caller acts for',
  'POST /api/payments':
    'records for an order of the caller’s firm’s sales, else 404: payments.test.ts tries another’s',
  'GET /api/payments': 'lists the caller’s firm’s payments',
  'POST /api/payments/:id/assign':
    'assigns the caller’s firm’s payment to its own sale, else 404: payments.test.ts tries another’s',
  'POST /api/payments/statements': 'imports into the caller’s firm’s payments, matching its own sales only',
  'GET /api/receivables': 'acts on the company the caller acts for',
  'GET /api/payables': 'acts on the company the caller acts for',
  'GET /api/admin/commission-rules': 'admins only: the marketplace’s own rules',
  'POST /api/admin/commission-invoices': 'admins only: the operator’s own documents',
  'GET /api/commission-invoices': 'lists the company’s own (every one for admins)',
  'GET /api/commission-invoices/:id':
    'only the invoiced supplier and admins: settlement.test.ts tries another firm',
  'GET /api/commission-invoices/:id/pdf':
    'only the invoiced supplier and admins: settlement.test.ts tries another firm',
  'GET /api/commission-invoices/:id/xml': 'only the invoiced supplier and admins, as its PDF',
  'POST /api/admin/commission-rules': 'admins only: the marketplace’s own rules',
  'DELETE /api/admin/commission-rules/:id': 'admins only: the marketplace’s own rules',
  'GET /api/protection': 'the marketplace’s one setting, the same for everyone',
  'PUT /api/admin/protection': 'admins only: the marketplace’s one setting',
  'POST /api/admin/protection/cancel-change': 'admins only: the marketplace’s one setting',
  'POST /api/orders/:id/protection': {
    owned: (world) => `/api/orders/${world.orderId}/protection`,
    missing: () => '/api/orders/2147483000/protection',
    intruders: everyone,
    body: () => ({ protected: true }),
  },
  'POST /api/admin/protection/statements': 'admins only: the operator’s own account',
  'GET /api/protected-orders': 'acts on the company the caller acts for',
  'GET /api/admin/ledger/trial-balance': 'admins only: the marketplace’s books',
  'POST /api/admin/payouts/batches/:id/cancel': 'admins only: the operator’s payouts',
  'GET /api/admin/ledger/bank-reconciliation': 'admins only: the marketplace’s books against its bank',
  'GET /api/admin/protection/review': 'admins only: the operator’s own account',
  'GET /api/settlement/statement': 'acts on the company the caller acts for',
  'GET /api/settlement/payouts': 'acts on the company the caller acts for',
  'GET /api/admin/payouts': 'admins only: every payout',
  'POST /api/admin/payouts/batches': 'admins only: pays out from the operator’s account',
  'GET /api/admin/payouts/batches/:id': 'admins only: the operator’s batches',
  'GET /api/admin/payouts/batches/:id/pain.001': 'admins only: the operator’s batches',
  'POST /api/orders/:id/disputes': {
    owned: (world) => `/api/orders/${world.orderId}/disputes`,
    missing: () => '/api/orders/2147483000/disputes',
    intruders: everyone,
    body: () => ({ reason: 'quality', claimedAmount: '10', description: 'Not as the contract says.' }),
  },
  'GET /api/disputes': 'lists the company’s own (every one for admins)',
  'GET /api/disputes/:id':
    'only the two firms of its order and admins: settlement.test.ts tries another firm',
  'POST /api/disputes/:id/answer': 'only the order’s supplier: settlement.test.ts tries another firm',
  'POST /api/disputes/:id/accept-offer': 'only the order’s buyer: settlement.test.ts tries another firm',
  'POST /api/disputes/:id/escalate': 'only the order’s buyer: settlement.test.ts tries another firm',
  'POST /api/disputes/:id/decision': 'admins only',
  'POST /api/disputes/:id/messages':
    'only the two firms of its order and admins: settlement.test.ts tries another firm',
  'PUT /api/company/bank-account': 'acts on the company the caller acts for',
  'POST /api/company/bank-account/cancel-change': 'acts on the company the caller acts for',
  'GET /api/users/vendors': 'public',
  'GET /api/users/:id': 'public profile',
  'PATCH /api/users/:id': 'administrators only',
  'PUT /api/users/:id/key-rate-limit-cap': 'administrators only',
  'GET /api/audit-events': 'administrators only',
  'GET /api/vendors/:id/ratings': 'public',
  'POST /api/vendors/:id/ratings': 'rates a vendor, owns nothing: ratings.test.ts needs a delivered order',
  'GET /api/vendors/:id/dashboard': {
    owned: (world) => `/api/vendors/${world.vendor.user.id}/dashboard`,
    missing: () => `/api/vendors/${randomUUID()}/dashboard`,
    intruders: everyone,
  },
  'POST /api/upload/image': 'stores a new file',
  'POST /api/upload/video': 'stores a new file',
  'POST /api/upload/document': 'stores a new file; a message takes only its sender’s: conversations.test.ts',
  'GET /uploads/:name': 'public files',
  'GET /api/documents/:name': {
    owned: (world) => `/api/documents/${world.documentName}`,
    missing: () => `/api/documents/${'0'.repeat(32)}.pdf`,
    intruders: everyone,
  },
  'GET /api/keys/usage': 'acts on the caller’s own keys',
  'GET /api/keys': 'acts on the caller’s own keys',
  'POST /api/keys': 'acts on the caller’s own keys',
  'PATCH /api/keys/:id': {
    owned: (world) => `/api/keys/${world.keyId}`,
    missing: () => '/api/keys/2147483000',
    intruders: everyone,
    body: () => ({ name: 'Taken over' }),
  },
  'DELETE /api/keys/:id': {
    owned: (world) => `/api/keys/${world.keyId}`,
    missing: () => '/api/keys/2147483000',
    intruders: everyone,
  },
  'POST /api/keys/:id/resume': {
    owned: (world) => `/api/keys/${world.keyId}/resume`,
    missing: () => '/api/keys/2147483000/resume',
    intruders: everyone,
  },
  'GET /api/notifications': 'acts on the caller’s own notifications',
  'GET /api/notifications/unread-count': 'acts on the caller’s own notifications',
  'POST /api/notifications/read': 'marks only the caller’s own: events.test.ts',
  'GET /api/notification-settings': 'acts on the caller',
  'PUT /api/notification-settings': 'acts on the caller',
  'GET /api/webhooks': 'acts on the caller’s own endpoints',
  'POST /api/webhooks': 'acts on the caller’s own endpoints',
  'PATCH /api/webhooks/:id': {
    owned: (world) => `/api/webhooks/${world.webhookId}`,
    missing: () => '/api/webhooks/2147483000',
    intruders: everyone,
    body: () => ({ description: 'Taken over' }),
  },
  'DELETE /api/webhooks/:id': {
    owned: (world) => `/api/webhooks/${world.webhookId}`,
    missing: () => '/api/webhooks/2147483000',
    intruders: everyone,
  },
  'GET /api/webhooks/:id/deliveries': {
    owned: (world) => `/api/webhooks/${world.webhookId}/deliveries`,
    missing: () => '/api/webhooks/2147483000/deliveries',
    intruders: everyone,
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': {
    owned: (world) => `/api/webhooks/${world.webhookId}/deliveries/${world.deliveryId}/retry`,
    missing: (world) => `/api/webhooks/${world.webhookId}/deliveries/${randomUUID()}/retry`,
    intruders: everyone,
  },
  'POST /api/webhooks/:id/test': {
    owned: (world) => `/api/webhooks/${world.webhookId}/test`,
    missing: () => '/api/webhooks/2147483000/test',
    intruders: everyone,
  },
  'POST /api/webhooks/:id/rotate-secret': {
    owned: (world) => `/api/webhooks/${world.webhookId}/rotate-secret`,
    missing: () => '/api/webhooks/2147483000/rotate-secret',
    intruders: everyone,
  },
  'POST /api/rfqs': 'creates a new request of the caller’s',
  'GET /api/rfqs': 'the caller’s own, or the open ones a supplier may quote: rfqs.test.ts',
  'GET /api/rfqs/:id': {
    owned: (world) => `/api/rfqs/${world.rfqId}`,
    missing: () => '/api/rfqs/2147483000',
    intruders: everyone,
  },
  'POST /api/rfqs/:id/cancel': {
    owned: (world) => `/api/rfqs/${world.rfqId}/cancel`,
    missing: () => '/api/rfqs/2147483000/cancel',
    intruders: everyone,
  },
  'POST /api/rfqs/:id/quotes': {
    owned: (world) => `/api/rfqs/${world.rfqId}/quotes`,
    missing: () => '/api/rfqs/2147483000/quotes',
    intruders: (world) => [world.rivalVendor],
    body: (world) => ({
      productId: world.productId,
      unitPrice: '1.00',
      quantity: 1,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      leadTimeDays: 1,
      incoterm: 'EXW',
      incotermPlace: 'Kumasi',
    }),
  },
  'GET /api/quotes': 'lists the caller’s own quotes',
  'PUT /api/quotes/:id': {
    owned: (world) => `/api/quotes/${world.quoteId}`,
    missing: () => '/api/quotes/2147483000',
    intruders: (world) => [world.rivalVendor],
    body: () => ({
      unitPrice: '0.01',
      quantity: 1,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      leadTimeDays: 1,
      incoterm: 'EXW',
      incotermPlace: 'Kumasi',
    }),
  },
  'POST /api/quotes/:id/withdraw': {
    owned: (world) => `/api/quotes/${world.quoteId}/withdraw`,
    missing: () => '/api/quotes/2147483000/withdraw',
    intruders: everyone,
  },
  'POST /api/quotes/:id/decline': {
    owned: (world) => `/api/quotes/${world.quoteId}/decline`,
    missing: () => '/api/quotes/2147483000/decline',
    intruders: everyone,
    body: () => ({}),
  },
  'POST /api/quotes/:id/accept': {
    owned: (world) => `/api/quotes/${world.quoteId}/accept`,
    missing: () => '/api/quotes/2147483000/accept',
    intruders: everyone,
    body: () => ({ version: 1 }),
  },
  'POST /api/conversations':
    'opens a conversation of the caller’s (its subject checked: conversations.test.ts)',
  'GET /api/conversations': 'lists the caller’s own',
  'GET /api/conversations/unread-count': 'acts on the caller',
  'GET /api/conversations/:id': {
    owned: (world) => `/api/conversations/${world.conversationId}`,
    missing: () => '/api/conversations/2147483000',
    intruders: everyone,
  },
  'GET /api/conversations/:id/messages': {
    owned: (world) => `/api/conversations/${world.conversationId}/messages`,
    missing: () => '/api/conversations/2147483000/messages',
    intruders: everyone,
  },
  'POST /api/conversations/:id/messages': {
    owned: (world) => `/api/conversations/${world.conversationId}/messages`,
    missing: () => '/api/conversations/2147483000/messages',
    intruders: everyone,
    body: () => ({ body: 'Taken over' }),
  },
  'POST /api/conversations/:id/read': {
    owned: (world) => `/api/conversations/${world.conversationId}/read`,
    missing: () => '/api/conversations/2147483000/read',
    intruders: everyone,
  },
  'GET /api/blockchain/analytics': 'public simulated blockchain',
  'GET /api/blockchain/networks': 'public simulated blockchain',
  'GET /api/blockchain/contracts': 'public simulated blockchain',
  'GET /api/blockchain/contracts/:address': 'public simulated blockchain',
  'POST /api/blockchain/contracts': 'creates a new contract',
  'GET /api/blockchain/transactions': 'public simulated blockchain',
  'POST /api/blockchain/transactions': 'creates a new transaction',
  'GET /api/blockchain/gas-estimate': 'public simulated blockchain',
  'GET /api/blockchain/defi/protocols': 'public simulated blockchain',
  'GET /api/metrics/endpoints': 'the API’s own figures',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/redoc.standalone.js': 'public',
};

/** Any value in each path parameter: access is decided before the parameters are read. */
const placeholderPath = (route: RouteDefinition) => servedPath(route).replace(/:\w+/g, '2147483000');

// Signing out ends the caller's session (the matrix's own sessions): it goes last.
/** Sent last: they sign the caller out, out of their other sessions, or out of its second step. */
const SENT_LAST = ['DELETE /api/auth/two-step/totp', 'DELETE /api/auth/sessions', 'POST /api/auth/logout'];
const routesInOrder = [...apiRoutes].sort(
  (a, b) => SENT_LAST.indexOf(routeName(a)) - SENT_LAST.indexOf(routeName(b)),
);

describe('authorization', () => {
  let api: TestApi;
  let world: World;
  let admin: SignedIn & { totpSecret: string };
  const keys = new Map<string, string>();
  /** The matrix's sessions: the same users signed in once more, as it signs them out at the end. */
  const matrixSessions = new Map<string, SignedIn>();

  const sessionCaller = (name: string, who: () => SignedIn): Caller => ({ name, kind: 'session', who });
  const matrixCaller = (name: string): Caller => sessionCaller(name, () => matrixSessions.get(name)!);
  const callers: Caller[] = [
    { name: 'anonymous', kind: 'anonymous' },
    matrixCaller('buyer'),
    matrixCaller('another buyer'),
    matrixCaller('vendor'),
    matrixCaller('another vendor'),
    matrixCaller('admin'),
    ...MEMBER_ROLES.map(([firm, role]) => matrixCaller(`${firm}'s ${role}`)),
    ...API_PERMISSIONS.map((permission): Caller => ({
      name: `an admin's key with ${permission} alone`,
      kind: 'key',
      permission,
      key: () => keys.get(permission)!,
    })),
    { name: 'a revoked key', kind: 'dead key', key: () => keys.get('revoked')! },
    { name: 'an expired key', kind: 'dead key', key: () => keys.get('expired')! },
  ];
  const roleOf = (caller: Caller) => (caller.kind === 'session' ? caller.who().user.role : 'admin');
  // A key is an admin's, who owns their own company.
  const companyRoleOf = (caller: Caller) =>
    caller.kind === 'session' ? caller.who().user.companyRole : 'owner';

  const send = async (caller: Caller, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (caller.kind === 'session')
      return caller.who().client.request<ProblemBody>(method, path, { body, headers });
    if (caller.kind === 'key' || caller.kind === 'dead key') headers.authorization = `Bearer ${caller.key()}`;
    return api.client().request<ProblemBody>(method, path, { body, headers });
  };

  const createKey = async (owner: SignedIn, permissions: ApiPermission[]) => {
    const response = await owner.client.post<ApiKey & { key: string }>('/api/keys', {
      name: 'matrix',
      permissions,
    });
    if (response.status !== 201) throw new Error(`key creation failed: ${response.status} ${response.text}`);
    return response.body;
  };

  beforeAll(async () => {
    // The matrix is about who may call what: the per-minute limits would cut its thousands short.
    api = await startTestApi({ addressLimits: { reads: 100_000, writes: 100_000, signIns: 100_000 } });
    const [vendor, rivalVendor, buyer, rivalBuyer] = await Promise.all([
      signUp(api, 'vendor'),
      signUp(api, 'vendor'),
      signUp(api, 'buyer'),
      signUp(api, 'buyer'),
    ]);
    admin = await signInAsAdmin(api);
    const { category, product, orderId, cartItemId } = await seedTrade(api, vendor, buyer);
    world = {
      vendor,
      rivalVendor,
      buyer,
      rivalBuyer,
      productId: product.id,
      categoryId: category.id,
      cartItemId,
      orderId,
      keyId: (await createKey(vendor, ['read:products'])).id,
      // A public address by number: no name to resolve.
      webhookId: (
        await vendor.client.post<{ id: number }>('/api/webhooks', {
          url: 'https://93.184.215.14/hook',
          events: ['order.created'],
        })
      ).body.id,
      deliveryId: '',
      rfqId: 0,
      quoteId: 0,
      conversationId: 0,
      documentName: '',
      invitationId: 0,
      approvalId: 0,
    };
    world.deliveryId = (
      await vendor.client.post<{ id: string }>(`/api/webhooks/${world.webhookId}/test`)
    ).body.id;
    // Both suppliers verified: a rival is refused for the request, not for being unverified.
    await api.db
      .knex('users')
      .whereIn('id', [vendor.user.id, rivalVendor.user.id])
      .update({ isVerified: true });
    world.rfqId = (
      await buyer.client.post<{ id: number }>('/api/rfqs', {
        title: 'Copper cathode, 25 t',
        description: 'Grade A',
        categoryId: category.id,
        quantity: 25,
        unit: 't',
        incoterm: 'CIF',
        destination: 'Antwerp',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        vendorId: vendor.user.id,
      })
    ).body.id;
    world.quoteId = (
      await vendor.client.post<{ id: number }>(`/api/rfqs/${world.rfqId}/quotes`, {
        productId: product.id,
        unitPrice: '8.00',
        quantity: 25,
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        leadTimeDays: 10,
        incoterm: 'CIF',
      })
    ).body.id;
    const form = new FormData();
    form.append('document', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'assay.pdf');
    const { url: documentUrl } = (
      await buyer.client.request<{ url: string }>('POST', '/api/upload/document', {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      })
    ).body;
    world.documentName = documentUrl.slice('/api/documents/'.length);
    world.conversationId = (
      await buyer.client.post<{ id: number }>('/api/conversations', {
        vendorId: vendor.user.id,
        body: 'About the copper',
        attachments: [{ url: documentUrl, name: 'assay.pdf' }],
      })
    ).body.id;

    for (const permission of API_PERMISSIONS)
      keys.set(permission, (await createKey(admin, [permission])).key);
    const revoked = await createKey(admin, ['admin:all']);
    await admin.client.delete(`/api/keys/${revoked.id}`);
    keys.set('revoked', revoked.key);
    const expired = await createKey(admin, ['admin:all']);
    await api.db
      .knex('apiKeys')
      .where({ id: expired.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    keys.set('expired', expired.key);

    world.approvalId = (
      (await api.db
        .knex('purchaseApprovals')
        .insert({
          companyId: buyer.user.id,
          requestedBy: buyer.user.id,
          kind: 'checkout',
          lines: JSON.stringify([
            {
              productId: product.id,
              vendorId: vendor.user.id,
              name: 'Copper cathode',
              unit: 'kg',
              quantity: 1,
              unitPrice: '8.10',
            },
          ]),
          total: '8.10',
          currency: 'USD',
          reasons: ['order_threshold'],
          shippingAddress: 'Dock 4, Antofagasta',
        })
        .returning('id')) as { id: number }[]
    )[0]!.id;
    world.invitationId = (
      await buyer.client.post<{ id: number }>('/api/company/invitations', {
        email: 'invited@example.com',
        role: 'viewer',
      })
    ).body.id;

    const users = { buyer, 'another buyer': rivalBuyer, vendor, 'another vendor': rivalVendor, admin };
    for (const [name, { user }] of Object.entries(users)) {
      const { client } = await signInAgain(api, user.email, name === 'admin' ? admin.totpSecret : undefined);
      matrixSessions.set(name, { client, user });
    }
    // One member of each other role in the buyer's and the vendor's companies, acting for them.
    const firms = { buyer: world.buyer, vendor: world.vendor };
    for (const [firm, role] of MEMBER_ROLES) {
      const company = firms[firm];
      const person = await signUp(api, 'buyer');
      await api.db.knex('companyMembers').insert({
        companyId: company.user.id,
        companyKind: firm === 'buyer' ? 'buyer' : 'supplier',
        userId: person.user.id,
        role,
      });
      const acting = await person.client.post<Me>(`/api/companies/${company.user.id}/act`);
      if (acting.status !== 200) throw new Error(`acting failed: ${acting.status} ${acting.text}`);
      matrixSessions.set(`${firm}'s ${role}`, { client: person.client, user: acting.body });
    }
  });
  afterAll(() => api.close());

  it('has every route classified: who owns what it takes by id, or why no one does', () => {
    const unclassified = apiRoutes.map(routeName).filter((name) => !(name in ownership));
    const gone = Object.keys(ownership).filter(
      (name) => !apiRoutes.some((route) => routeName(route) === name),
    );
    expect({ unclassified, gone }).toEqual({ unclassified: [], gone: [] });
  });

  it('answers another owner’s id exactly as an id that names nothing, on every id-taking route, and changes nothing', async () => {
    const snapshot = () =>
      Promise.all([
        api.db.knex('products').where({ id: world.productId }).first(),
        api.db.knex('cartItems').where({ id: world.cartItemId }).first(),
        api.db.knex('orders').where({ id: world.orderId }).first(),
        api.db.knex('apiKeys').where({ id: world.keyId }).first('name', 'status'),
        api.db.knex('rfqs').where({ id: world.rfqId }).first('status'),
        api.db.knex('quotes').where({ id: world.quoteId }).first('status', 'version'),
        api.db.knex('messages').where({ conversationId: world.conversationId }).count({ n: '*' }).first(),
        api.db.knex('purchaseApprovals').where({ id: world.approvalId }).first('status', 'total'),
        api.db
          .knex('companyMembers')
          .where({ companyId: world.buyer.user.id })
          .orderBy('userId')
          .select('userId', 'role'),
      ]);
    const before = await snapshot();
    const leaks: string[] = [];
    let tried = 0;
    for (const route of apiRoutes) {
      const owned = ownership[routeName(route)];
      if (typeof owned !== 'object') continue;
      for (const intruder of owned.intruders(world)) {
        const caller = sessionCaller(intruder.user.role, () => intruder);
        const method = route.method.toUpperCase();
        const theirs = await send(caller, method, owned.owned(world), owned.body?.(world));
        const nothing = await send(caller, method, owned.missing(world), owned.body?.(world));
        tried += 1;
        const answer = (response: typeof theirs) => `${response.status} ${response.body.code}`;
        if (![403, 404].includes(theirs.status) || answer(theirs) !== answer(nothing)) {
          leaks.push(
            `${routeName(route)} by ${intruder.user.role}: ${answer(theirs)} for another's, ${answer(nothing)} for none`,
          );
        }
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  // Sent after the ids are tried: it signs the users out of their other sessions.
  // Thousands of requests: more than the default 30 s on a busy two-core machine.
  it(`answers ${apiRoutes.length} routes × ${callers.length} callers, one of each class of caller a route tells apart, as each route's access and key permission say`, async () => {
    const wrong: string[] = [];
    const sentBy = new Set<string>();
    let requests = 0;
    for (const [index, route] of routesInOrder.entries()) {
      const body = route.body?.type === 'json' ? {} : undefined;
      const classes = new Map<string, Caller[]>();
      for (const caller of callers) {
        const name = callerClass(route, caller, roleOf, companyRoleOf);
        classes.set(name, [...(classes.get(name) ?? []), caller]);
      }
      const sent = [...classes.values()].map((alike) => alike[index % alike.length]!);
      for (const caller of sent) sentBy.add(caller.name);
      requests += sent.length;
      // Each caller is someone else: a route's callers are sent at once, the routes one by one.
      const answers = await Promise.all(
        sent.map(async (caller) => {
          const response = await send(caller, route.method.toUpperCase(), placeholderPath(route), body);
          return { caller, response };
        }),
      );
      for (const { caller, response } of answers) {
        const code = typeof response.body === 'object' ? response.body.code : undefined;
        const refusal = code && ACCESS_REFUSALS.includes(code) ? code : null;
        const expected = expectedRefusal(route, caller, roleOf, companyRoleOf);
        if (refusal !== expected || (expected === null && response.status === 401)) {
          wrong.push(
            `${routeName(route)} by ${caller.name}: ${response.status} ${code ?? ''}, expected ${expected ?? 'to be let through'}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...sentBy].sort()).toEqual(callers.map((caller) => caller.name).sort());
    expect(requests).toBeGreaterThan(apiRoutes.length * 3);
  }, 120_000);
});
