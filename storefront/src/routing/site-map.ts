import type { NavEntry } from '@rawex/ui-kit';

/** The storefront's places, as the headers, the phone's menu and the footer link to them. */

export const MAIN_NAV: readonly NavEntry[] = [
  { label: 'Produce', href: '/products' },
  { label: 'Orders', href: '/orders' },
  { label: 'APIs', href: '/api' },
];

export const VENDOR_ACTIONS: readonly NavEntry[] = [
  { label: 'Supplier Dashboard', href: '/vendor-dashboard' },
  { label: 'Add Produce', href: '/vendor/products/add' },
  { label: 'Analytics', href: '/vendor/analytics' },
  { label: 'Quote Requests', href: '/vendor/rfqs' },
];

/** A signed-in member's company pages: under Selling ▾ on a desktop, in the phone's menu. */
export const COMPANY_ACTIONS: readonly NavEntry[] = [
  { label: 'Company', href: '/company' },
  { label: 'Approvals', href: '/approvals' },
  { label: 'Account Security', href: '/account/security' },
];

/** What an administrator sees besides: under Selling ▾ on a desktop, at the end of the phone's menu. */
export const ADMIN_ACTIONS: readonly NavEntry[] = [
  { label: 'Verify Suppliers', href: '/admin/suppliers' },
  { label: 'Disputes', href: '/admin/disputes' },
  { label: 'Payouts', href: '/admin/payouts' },
  { label: 'Commission', href: '/admin/commission' },
];

/** The phone's slide-down menu: ten entries. */
export const MOBILE_MENU: readonly NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'Produce', href: '/products' },
  { label: 'Multivendors', href: '/vendors' },
  { label: 'My Orders', href: '/orders' },
  { label: 'Selling', href: '/vendor-dashboard' },
  { label: 'Add Produce', href: '/vendor/products/add' },
  { label: 'Auctions', href: '/auction' },
  { label: 'Escrow', href: '/escrow' },
  { label: 'Hedging', href: '/hedging' },
  { label: 'APIs', href: '/api' },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavEntry[] }[] = [
  {
    title: 'Buying',
    links: [
      { label: 'Produce', href: '/products' },
      { label: 'Multivendors', href: '/vendors' },
      { label: 'Requests for Quotation', href: '/rfqs' },
      { label: 'Saved Products', href: '/saved' },
      { label: 'Saved Searches', href: '/saved-searches' },
      { label: 'Ready to Ship', href: '/ready-to-ship' },
      { label: 'Trade Assurance', href: '/trade-assurance' },
      { label: 'Buyer Central', href: '/buyer-central' },
    ],
  },
  {
    title: 'Selling',
    links: [
      { label: 'Supplier Membership', href: '/supplier-membership' },
      { label: 'Supplier Dashboard', href: '/vendor-dashboard' },
      { label: 'Add Produce', href: '/vendor/products/add' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Logistics', href: '/logistics' },
      { label: 'Inspection', href: '/inspection' },
      { label: 'Escrow', href: '/escrow' },
      { label: 'Auctions', href: '/auction' },
      { label: 'API', href: '/api' },
    ],
  },
];
