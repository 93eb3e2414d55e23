import { INCOTERM_RULES, incotermTerms, type Incoterm, type IncotermRule } from './incoterms.contract.ts';

export type IncotermParty = 'seller' | 'buyer';

/** What one rule puts on whom, and from where. */
export interface IncotermObligations {
  /** Where the risk of loss passes from the seller to the buyer; `{place}` stands for the named place. */
  riskPasses: string;
  /** Who pays the main carriage. */
  mainCarriage: IncotermParty;
  /** The cover the seller must buy for the buyer (CIF and CIP); none: neither party must insure. */
  sellerInsures: string | null;
  exportClearance: IncotermParty;
  importClearance: IncotermParty;
}

/** Who carries cost and risk from where under each of the Incoterms 2020 (ICC). */
const INCOTERM_OBLIGATIONS = {
  EXW: {
    riskPasses: 'when the goods are at the buyer’s disposal at {place}, not loaded',
    mainCarriage: 'buyer',
    sellerInsures: null,
    exportClearance: 'buyer',
    importClearance: 'buyer',
  },
  FCA: {
    riskPasses: 'when the goods are handed to the buyer’s carrier at {place}',
    mainCarriage: 'buyer',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  FAS: {
    riskPasses: 'when the goods are alongside the buyer’s vessel at {place}',
    mainCarriage: 'buyer',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  FOB: {
    riskPasses: 'when the goods are on board the buyer’s vessel at {place}',
    mainCarriage: 'buyer',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  CFR: {
    riskPasses: 'when the goods are on board the vessel at the port of shipment',
    mainCarriage: 'seller',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  CIF: {
    riskPasses: 'when the goods are on board the vessel at the port of shipment',
    mainCarriage: 'seller',
    sellerInsures: 'minimum cover, Institute Cargo Clauses (C)',
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  CPT: {
    riskPasses: 'when the goods are handed to the first carrier',
    mainCarriage: 'seller',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  CIP: {
    riskPasses: 'when the goods are handed to the first carrier',
    mainCarriage: 'seller',
    sellerInsures: 'all risks, Institute Cargo Clauses (A)',
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  DAP: {
    riskPasses: 'when the goods arrive at {place}, ready for unloading',
    mainCarriage: 'seller',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  DPU: {
    riskPasses: 'when the goods are unloaded at {place}',
    mainCarriage: 'seller',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'buyer',
  },
  DDP: {
    riskPasses: 'when the goods arrive at {place}, cleared for import, ready for unloading',
    mainCarriage: 'seller',
    sellerInsures: null,
    exportClearance: 'seller',
    importClearance: 'seller',
  },
} as const satisfies Record<Incoterm, IncotermObligations>;

/** Who carries cost and risk from where, under a rule at its named place, in words. */
export interface DeliveryTerms {
  /** `CIF Rotterdam (Incoterms 2020)`. */
  terms: string;
  /** What the named place is: `port of destination`. */
  namedPlace: IncotermRule['namedPlace'];
  /** `The risk passes to the buyer when the goods are on board the vessel at the port of shipment.` */
  risk: string;
  /** Who pays the carriage, the insurance and the clearances. */
  costs: string;
}

export function deliveryTermsOf(rule: Incoterm, place: string): DeliveryTerms {
  const terms = { ...INCOTERM_RULES[rule], ...(INCOTERM_OBLIGATIONS[rule] as IncotermObligations) };
  const carriage =
    terms.mainCarriage === 'seller'
      ? `The seller pays the main carriage to ${place}`
      : `The buyer pays the main carriage${terms.namedPlace === 'place of delivery' ? '' : ` from ${place}`}`;
  const insurance = terms.sellerInsures
    ? ` and insures the goods for the buyer (${terms.sellerInsures})`
    : '';
  const clearance =
    terms.exportClearance === terms.importClearance
      ? `the ${terms.exportClearance} clears the goods for export and for import`
      : `the ${terms.exportClearance} clears the goods for export, the ${terms.importClearance} for import`;
  return {
    terms: incotermTerms(rule, place),
    namedPlace: terms.namedPlace,
    risk: `The risk passes to the buyer ${terms.riskPasses.replace('{place}', place)}.`,
    costs: `${carriage}${insurance}; ${clearance}.`,
  };
}
