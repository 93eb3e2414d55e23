/** What the form holds: text as typed, media as uploaded URLs. */
/** One row of the specifications editor: a name and its value, as typed. */
export interface SpecificationRow {
  name: string;
  value: string;
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
  images: string[];
  videos: string[];
  specifications: SpecificationRow[];
}

/** A message per field at fault, as the form's owner judged it. */
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

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
  images: [],
  videos: [],
  specifications: [],
};
