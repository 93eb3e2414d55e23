/** One row of the specifications editor: a name and its value, as typed. */
export interface SpecificationRow {
  name: string;
  value: string;
}

/** One rung of the price ladder editor, as typed. */
export interface PriceRungRow {
  minQuantity: string;
  price: string;
}

/** What the form holds: text as typed, media as uploaded URLs, choices by their codes. */
export interface ProductFormValues {
  /** The supplier's own code; blank leaves it to the owner (RawEx makes one from the id). */
  sku: string;
  name: string;
  categoryId: number;
  description: string;
  /** An ISO 4217 code; blank: the seller's company's currency. */
  currency: string;
  price: string;
  unit: string;
  availableQuantity: string;
  minimumOrder: string;
  orderMultiple: string;
  priceTiers: PriceRungRow[];
  /** Blank, with samplePrice blank: no sample. */
  sampleQuantity: string;
  samplePrice: string;
  images: string[];
  videos: string[];
  /** A country code; blank: not given. */
  originCountry: string;
  grade: string;
  purityPercent: string;
  certifications: string[];
  incoterms: string[];
  leadTimeDays: string;
  hsCode: string;
  packaging: string;
  specifications: SpecificationRow[];
}

/** A message per field at fault, as the form's owner judged it (`sample` for the sample's two fields). */
export type ProductFormErrors = Partial<Record<keyof ProductFormValues | 'sample', string>>;

/** The spec's starting values: price 0, no category, minimum order 1, quantity 0. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  sku: '',
  name: '',
  categoryId: 0,
  description: '',
  currency: '',
  price: '0',
  unit: '',
  availableQuantity: '0',
  minimumOrder: '1',
  orderMultiple: '1',
  priceTiers: [],
  sampleQuantity: '',
  samplePrice: '',
  images: [],
  videos: [],
  originCountry: '',
  grade: '',
  purityPercent: '',
  certifications: [],
  incoterms: [],
  leadTimeDays: '',
  hsCode: '',
  packaging: '',
  specifications: [],
};

/** A choice of the trade details: a country, a certification, an Incoterm. */
export interface CodeAndName {
  code: string;
  name: string;
}

/** The lists the trade details offer, as the app that uses the form knows them. */
export interface ProductAttributeChoices {
  /** Every country, in the order offered. */
  countries: readonly CodeAndName[];
  certifications: readonly CodeAndName[];
  /** The Incoterms, each shown with its name: "CIF — Cost, Insurance and Freight". */
  incoterms: readonly CodeAndName[];
  /** Grades sold in the chosen category, offered as the grade is typed. */
  gradeSuggestions?: readonly string[];
}
