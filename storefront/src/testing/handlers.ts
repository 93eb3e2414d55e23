import type {
  AccountSecurity,
  CartItem,
  CheckoutPreview,
  Company,
  Me,
  MySummary,
  Order,
  ProtectionSettings,
} from '@rawex/api/contracts';
import { paged } from '@rawex/fixtures/handlers';
import { sumAmounts } from '@rawex/ui-kit';
import { http, HttpResponse } from 'msw';

export const signedOut = http.get('*/api/auth/me/summary', () =>
  HttpResponse.json({ status: 401, title: 'Unauthorized', code: 'not_signed_in' }, { status: 401 }),
);

const nothingWaiting: MySummary['counts'] = { cartLines: 0, unreadNotifications: 0, unreadMessages: 0 };

/** Their own company alone, acted for as its owner: what most accounts have. */
const ownCompany = (me: Me): MySummary['companies'] => [
  {
    companyId: me.companyId,
    name: me.companyName ?? `${me.firstName ?? ''} ${me.lastName ?? ''}`.trim(),
    kind: me.role === 'vendor' ? 'supplier' : 'buyer',
    role: me.companyRole,
    acting: true,
  },
];

/** Signed in as `me`, with `waiting` in the header (nothing, unless told), in `companies`. */
export const signedInAs = (
  me: Me,
  waiting: Partial<MySummary['counts']> = {},
  companies: MySummary['companies'] = ownCompany(me),
) =>
  http.get('*/api/auth/me/summary', () =>
    HttpResponse.json({ user: me, counts: { ...nothingWaiting, ...waiting }, companies } satisfies MySummary),
  );

/**
 * The signed-in person's cart holding `items`, and what checking it out would do: its total and
 * one order per supplier, placed at once (no limits) unless `weighed` says otherwise.
 */
export const cartOf = (
  items: CartItem[],
  weighed: Pick<CheckoutPreview, 'approvalReasons' | 'limits'> = { approvalReasons: [], limits: null },
) => {
  const vendorIds = [...new Set(items.map((item) => item.product.vendorId))];
  const orderOf = (vendorId: string) =>
    sumAmounts(items.filter((item) => item.product.vendorId === vendorId).map((item) => item.lineTotal));
  // The demo cart is priced in one currency, its products'.
  const currency = items[0]?.product.currency ?? 'USD';
  const preview: CheckoutPreview = {
    total: sumAmounts(items.map((item) => item.lineTotal)),
    currency,
    orders: vendorIds.map((vendorId) => ({ vendorId, currency, total: orderOf(vendorId) })),
    ...weighed,
  };
  return [
    http.get('*/api/cart/:userId', () => HttpResponse.json(items)),
    http.get('*/api/checkout', () => HttpResponse.json(preview)),
  ];
};

/** The ids of the products the signed-in person saved. */
export const savedIdsOf = (ids: number[]) =>
  http.get('*/api/saved-products/ids', () => HttpResponse.json(ids));

export const ordersOf = (orders: Order[]) =>
  http.get('*/api/orders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    return paged(status ? orders.filter((order) => order.status === status) : orders, query);
  });

/** An API failure as the server would answer it. */
/** Whether the marketplace offers trade protection: not unless a test says so. */
/** `GET /api/company`: the firm acted for, with `shippingAddresses` (none unless told). */
export const firmWith = (shippingAddresses: Company['shippingAddresses'] = []) =>
  http.get('*/api/company', () =>
    HttpResponse.json({
      id: 'firm-1',
      kind: 'buyer',
      name: 'Hamburg Roasters GmbH',
      legalName: null,
      registrationNumber: null,
      taxId: null,
      country: 'DE',
      billingAddress: null,
      isVerified: false,
      poNumberRequired: false,
      currency: 'EUR',
      orderApprovalThreshold: null,
      shippingAddresses,
      createdAt: '2026-01-05T10:00:00.000Z',
    } satisfies Company),
  );

export const protectionOffered = (available: boolean) =>
  http.get('*/api/protection', () =>
    HttpResponse.json({
      available,
      collectionAccount: available
        ? { accountHolder: 'RawEx Protection', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }
        : null,
      source: available ? 'setting' : null,
      windowDays: 30,
      changeHeldUntil: null,
      previousAccount: null,
    } satisfies ProtectionSettings),
  );

export const failing = (path: string, status = 500) =>
  http.get(`*${path}`, () =>
    HttpResponse.json({ status, title: 'Internal Server Error', code: 'internal' }, { status }),
  );

/** An answer that never comes, to see a screen's loading state. */
export const pending = (path: string) => http.get(`*${path}`, () => new Promise<never>(() => {}));

export const buyer: Me = {
  id: 'buyer-1',
  email: 'bea@example.com',
  contactEmail: null,
  username: null,
  firstName: 'Bea',
  lastName: 'Buyer',
  companyName: null,
  location: 'Tema, Ghana',
  description: null,
  profileImageUrl: null,
  isVerified: false,
  emailVerified: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  role: 'buyer',
  companyId: 'buyer-1',
  companyRole: 'owner',
};

export const vendor: Me = {
  ...buyer,
  id: 'vendor-1',
  firstName: 'Ama',
  companyName: 'Volta Cocoa',
  role: 'vendor',
  companyId: 'vendor-1',
};

export const admin: Me = { ...buyer, id: 'admin-1', firstName: 'Ada', role: 'admin', companyId: 'admin-1' };

/** An empty list where `path` would answer records, as the API answers one. */
export const emptyList = (path: string) =>
  http.get(`*${path}`, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }));

/** How an account signs in, as `GET /api/auth/security` answers it: nothing but a password, unless told. */
export const securityOf = (me: Me, security: Partial<AccountSecurity> = {}) =>
  http.get('*/api/auth/security', () =>
    HttpResponse.json({
      email: me.email,
      pendingEmail: null,
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      secondStepRequired: me.role === 'admin',
      ...security,
    } satisfies AccountSecurity),
  );
