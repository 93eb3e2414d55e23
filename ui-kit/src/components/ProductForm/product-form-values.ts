/** What the form holds: text as typed, media as uploaded URLs. */
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

export interface ProductFormValues {
  /** The supplier's own code; blank leaves it to the owner (RawEx makes one from the id). */
  sku: string;
  name: string;
  categoryId: number;
  description: string;
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
  specifications: [],
};
