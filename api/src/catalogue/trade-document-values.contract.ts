/**
 * How a deal's goods travel and the documents they travel with, as plain values with no schema
 * library: which documents an order needs (from its Incoterm, how its lots travel and what it
 * sells), what each is called, and where each stands. Shipments keep the documents and payments
 * say which are still awaited, both from here. These are trade documents, which the supplier
 * uploads; the invoices RawEx issues are `documents`.
 */

export const TRANSPORT_MODES = ['sea', 'air', 'road', 'rail'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const TRADE_DOCUMENT_TYPES = [
  'commercial_invoice',
  'packing_list',
  'bill_of_lading',
  'air_waybill',
  'road_consignment_note',
  'rail_consignment_note',
  'insurance_certificate',
  'phytosanitary_certificate',
  'veterinary_certificate',
  'certificate_of_origin',
  'inspection_certificate',
] as const;
export type TradeDocumentType = (typeof TRADE_DOCUMENT_TYPES)[number];

export const TRADE_DOCUMENT_TITLES: Record<TradeDocumentType, string> = {
  commercial_invoice: 'Commercial invoice',
  packing_list: 'Packing list',
  bill_of_lading: 'Bill of lading',
  air_waybill: 'Air waybill',
  road_consignment_note: 'CMR consignment note',
  rail_consignment_note: 'CIM consignment note',
  insurance_certificate: 'Insurance certificate',
  phytosanitary_certificate: 'Phytosanitary certificate',
  veterinary_certificate: 'Veterinary health certificate',
  certificate_of_origin: 'Certificate of origin',
  inspection_certificate: 'Inspection certificate',
};

/** The transport document a lot travelling each way is carried on. */
export const TRANSPORT_DOCUMENT_TYPE: Record<TransportMode, TradeDocumentType> = {
  sea: 'bill_of_lading',
  air: 'air_waybill',
  road: 'road_consignment_note',
  rail: 'rail_consignment_note',
};

/** The document RawEx issues itself: the order's invoice, never uploaded. */
export const ISSUED_BY_RAWEX: TradeDocumentType = 'commercial_invoice';

/** What a buyer may ask for besides what the deal needs: inspection names its inspector. */
export const REQUESTABLE_TRADE_DOCUMENTS = ['certificate_of_origin', 'inspection_certificate'] as const;
export type RequestableTradeDocument = (typeof REQUESTABLE_TRADE_DOCUMENTS)[number];

/**
 * Goods that cross a border only with a health certificate, by their category's slug (a
 * category's own or its parent's): plants and what is made of them, and animals.
 */
export const CATEGORY_TRADE_DOCUMENTS: Readonly<Record<string, { type: TradeDocumentType; why: string }>> = {
  'cash-crops': {
    type: 'phytosanitary_certificate',
    why: 'Plant goods cross borders with plant-health cover',
  },
  forestry: {
    type: 'phytosanitary_certificate',
    why: 'Wood and forest goods cross borders with plant-health cover',
  },
  'medicinal-herbs': {
    type: 'phytosanitary_certificate',
    why: 'Plant goods cross borders with plant-health cover',
  },
  livestock: {
    type: 'veterinary_certificate',
    why: 'Animals and their products cross borders with a vet’s certificate',
  },
};

/** The Incoterms under which the seller insures the goods for the buyer, and shows it by a certificate. */
export const INSURED_INCOTERMS: readonly string[] = ['CIF', 'CIP'];

/** A document's versions, each reviewed once: the latest counts. */
export const TRADE_DOCUMENT_STATUSES = ['submitted', 'accepted', 'rejected', 'superseded'] as const;
export type TradeDocumentStatus = (typeof TRADE_DOCUMENT_STATUSES)[number];

/** Where a checklist's line stands: nothing yet, its latest version's status, or issued by RawEx. */
export const CHECKLIST_STATES = ['missing', 'submitted', 'accepted', 'rejected', 'issued'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  missing: 'Missing',
  submitted: 'Awaiting review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  issued: 'Issued by RawEx',
};

export const REVIEW_DECISIONS = ['accept', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What an order's checklist is drawn from. */
export interface DealFacts {
  incoterm: string | null;
  /** How its booked lots travel. */
  modes: readonly TransportMode[];
  /** Its goods' categories' slugs, with their parents'. */
  categorySlugs: readonly string[];
  /** What its buyer asked for, with the inspector named for an inspection. */
  requested: readonly { type: RequestableTradeDocument; inspector: string | null }[];
}

/** A document an order needs, and why. */
export interface RequiredDocument {
  type: TradeDocumentType;
  why: string;
}

/**
 * The documents an order needs: every export the commercial invoice (RawEx's), a packing list and
 * each booked way of travel's transport document; an insurance certificate when the seller insures
 * (CIF, CIP); a health certificate for plants and animals; and what the buyer asked for.
 */
export function requiredDocuments(deal: DealFacts): RequiredDocument[] {
  const required: RequiredDocument[] = [
    { type: 'commercial_invoice', why: 'Every export: the invoice RawEx issues for the order' },
    { type: 'packing_list', why: 'Every export: what each package holds' },
  ];
  for (const mode of new Set(deal.modes)) {
    required.push({ type: TRANSPORT_DOCUMENT_TYPE[mode], why: `A lot travels by ${mode}` });
  }
  if (deal.incoterm && INSURED_INCOTERMS.includes(deal.incoterm)) {
    required.push({ type: 'insurance_certificate', why: `${deal.incoterm}: the seller insures the goods` });
  }
  for (const slug of deal.categorySlugs) {
    const need = CATEGORY_TRADE_DOCUMENTS[slug];
    if (need && !required.some((line) => line.type === need.type)) required.push(need);
  }
  for (const request of deal.requested) {
    const by = request.inspector ? ` (inspector: ${request.inspector})` : '';
    required.push({ type: request.type, why: `Asked for by the buyer${by}` });
  }
  return required;
}

/** The status of the latest version of each document uploaded for an order (`trade_document_facts()`). */
export type LatestVersions = Partial<Record<TradeDocumentType, TradeDocumentStatus>>;

/** A document an order needs, why, and where it stands. */
export interface ChecklistStanding extends RequiredDocument {
  state: ChecklistState;
}

/**
 * Where each document an order needs stands: RawEx's invoice issued or not, every other its
 * latest version's status (a superseded one is never the latest), or missing.
 */
export function checklistStandings(
  deal: DealFacts,
  latest: LatestVersions,
  invoiced: boolean,
): ChecklistStanding[] {
  return requiredDocuments(deal).map(({ type, why }) => {
    const status = latest[type];
    const state: ChecklistState =
      type === ISSUED_BY_RAWEX
        ? invoiced
          ? 'issued'
          : 'missing'
        : status && status !== 'superseded'
          ? status
          : 'missing';
    return { type, why, state };
  });
}

/** A line still waits on its supplier: nothing uploaded yet, or its latest version rejected. */
export const isAwaited = (state: ChecklistState) => state === 'missing' || state === 'rejected';

/** How a pro-forma or reminder names the transport documents of lots not booked yet. */
export const UNBOOKED_TRANSPORT_DOCUMENTS = 'Transport document of each lot';

/**
 * The documents a supplier still owes its buyer, by title: each one missing or rejected (RawEx's
 * own invoice aside) and, while no lot is booked, the lots' transport documents.
 */
export function awaitedDocumentTitles(deal: DealFacts, latest: LatestVersions): string[] {
  const awaited = checklistStandings(deal, latest, true)
    .filter((line) => isAwaited(line.state))
    .map((line) => TRADE_DOCUMENT_TITLES[line.type]);
  return deal.modes.length > 0 ? awaited : [...awaited, UNBOOKED_TRANSPORT_DOCUMENTS];
}
