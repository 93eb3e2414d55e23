import type { NavEntry } from '../../model';

/** Links for the layout components' stories and tests; the app that uses the kit has its own. */
const entry = (label: string, href: string): NavEntry => ({ label, href });

export const SAMPLE_NAV = [entry('Produce', '/products'), entry('Orders', '/orders'), entry('APIs', '/api')];

export const SAMPLE_VENDOR_ACTIONS = [
  entry('Supplier Dashboard', '/vendor-dashboard'),
  entry('Add Produce', '/vendor/products/add'),
  entry('Analytics', '/vendor/analytics'),
];

export const SAMPLE_MENU = [
  entry('Home', '/'),
  ...SAMPLE_NAV,
  entry('Multivendors', '/vendors'),
  ...SAMPLE_VENDOR_ACTIONS,
  entry('Auctions', '/auction'),
  entry('Escrow', '/escrow'),
];

export const SAMPLE_FOOTER = [
  { title: 'Buying', links: [entry('Produce', '/products'), entry('Trade Assurance', '/trade-assurance')] },
  { title: 'Selling', links: SAMPLE_VENDOR_ACTIONS },
  { title: 'Services', links: [entry('Escrow', '/escrow'), entry('API', '/api')] },
];
