/**
 * The Incoterms 2020 as plain values with no schema library: products say which they are offered
 * on, requests, quotes and orders which they are priced on and at what named place, and the
 * storefront offers exactly these.
 */

/** What a rule's named place can be. */
export const NAMED_PLACES = [
  'place of delivery',
  'port of shipment',
  'port of destination',
  'place of destination',
] as const;
export type NamedPlace = (typeof NAMED_PLACES)[number];

/** A rule: its name, and what its named place is. */
export interface IncotermRule {
  name: string;
  /** What the rule's named place is: `FOB Santos` names the port of shipment. */
  namedPlace: NamedPlace;
}

/** The eleven Incoterms 2020 rules (ICC); who carries cost and risk under each is in `delivery-terms.contract.ts`. */
export const INCOTERM_RULES = {
  EXW: { name: 'Ex Works', namedPlace: 'place of delivery' },
  FCA: { name: 'Free Carrier', namedPlace: 'place of delivery' },
  FAS: { name: 'Free Alongside Ship', namedPlace: 'port of shipment' },
  FOB: { name: 'Free On Board', namedPlace: 'port of shipment' },
  CFR: { name: 'Cost and Freight', namedPlace: 'port of destination' },
  CIF: { name: 'Cost, Insurance and Freight', namedPlace: 'port of destination' },
  CPT: { name: 'Carriage Paid To', namedPlace: 'place of destination' },
  CIP: { name: 'Carriage and Insurance Paid To', namedPlace: 'place of destination' },
  DAP: { name: 'Delivered At Place', namedPlace: 'place of destination' },
  DPU: { name: 'Delivered at Place Unloaded', namedPlace: 'place of destination' },
  DDP: { name: 'Delivered Duty Paid', namedPlace: 'place of destination' },
} as const satisfies Record<string, IncotermRule>;

export type Incoterm = keyof typeof INCOTERM_RULES;
export const INCOTERM_CODES = Object.keys(INCOTERM_RULES) as [Incoterm, ...Incoterm[]];
/** Each rule's name: `FOB` → `Free On Board`. */
export const INCOTERMS = Object.fromEntries(
  Object.entries(INCOTERM_RULES).map(([code, rule]) => [code, rule.name]),
) as { [Code in Incoterm]: (typeof INCOTERM_RULES)[Code]['name'] };
/** The rules as pickers offer them, with what each one's named place is. */
export const INCOTERM_OPTIONS = Object.entries(INCOTERM_RULES).map(([code, rule]) => ({
  code,
  name: rule.name,
  namedPlace: rule.namedPlace,
}));

/** Whether a rule's named place is where the goods go (the C and D rules), not where they leave from. */
export const namesDestination = (rule: Incoterm): boolean =>
  INCOTERM_RULES[rule].namedPlace.endsWith('destination');

/** The named place of a rule agreed before RawEx kept places, where it was not the destination. */
export const PLACE_NOT_NAMED = 'Not named';

/** A UN/LOCODE: a country's ISO 3166-1 code and three letters or digits 2–9 for the place (`BRSSZ`, Santos). */
export const UN_LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A rule with its named place, as contracts and documents write it: `FOB Santos`. */
export const incotermWithPlace = (rule: Incoterm, place: string): string => `${rule} ${place}`;

/** The same, naming the rules' edition, as documents print it: `FOB Santos (Incoterms 2020)`. */
export const incotermTerms = (rule: Incoterm, place: string): string =>
  `${incotermWithPlace(rule, place)} (Incoterms 2020)`;
