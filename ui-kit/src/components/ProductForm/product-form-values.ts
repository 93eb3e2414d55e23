/** What the form holds: text as typed, media as uploaded URLs. */
export interface ProductFormValues {
  name: string;
  categoryId: number;
  description: string;
  price: string;
  unit: string;
  availableQuantity: string;
  minimumOrder: string;
  images: string[];
  videos: string[];
}

/** A message per field at fault, as the form's owner judged it. */
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** The spec's starting values: price 0, no category, minimum order 1, quantity 0. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  categoryId: 0,
  description: '',
  price: '0',
  unit: '',
  availableQuantity: '0',
  minimumOrder: '1',
  images: [],
  videos: [],
};
