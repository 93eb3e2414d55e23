/**
 * The Incoterms 2020 as plain values with no schema library: products say which they are offered
 * on, requests and quotes which they are priced on, and the storefront offers exactly these.
 */

/** The eleven Incoterms 2020 rules, with what each means for who carries the goods. */
export const INCOTERMS = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FAS: 'Free Alongside Ship',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered At Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
} as const;
export type Incoterm = keyof typeof INCOTERMS;
export const INCOTERM_CODES = Object.keys(INCOTERMS) as [Incoterm, ...Incoterm[]];
/** The rules as pickers offer them. */
export const INCOTERM_OPTIONS = Object.entries(INCOTERMS).map(([code, name]) => ({ code, name }));
