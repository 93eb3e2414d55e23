import { MAX_IMAGES } from '../ImageUploader/ImageUploader';
import { MAX_VIDEOS } from '../VideoUploader/VideoUploader';

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

/** The product the form hands over, in the API's create shape (vendor from the session). */
export interface NewProduct {
  name: string;
  categoryId: number;
  description: string;
  /** Dollars with two decimals, as a string. */
  price: string;
  unit: string;
  availableQuantity: number;
  minimumOrder: number;
  images: string[];
  videos: string[];
  specifications: Record<string, string | number | boolean>;
  isActive: boolean;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** The spec's defaults: price 0, no category, minimum order 1, quantity 0. */
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

const MAX_PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A whole number typed in a field; blank takes the fallback; anything else is null. */
function wholeNumber(text: string, fallback: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the form by spec §5; returns the product to create, or a message per field at fault. */
export function validateProduct(
  values: ProductFormValues,
): { product: NewProduct; errors?: never } | { product?: never; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  const unit = values.unit.trim();
  const price = values.price.trim();
  const availableQuantity = wholeNumber(values.availableQuantity, 0);
  const minimumOrder = wholeNumber(values.minimumOrder, 1);

  if (values.images.length === 0) errors.images = 'At least one image is required';
  else if (values.images.length > MAX_IMAGES) errors.images = `Maximum ${MAX_IMAGES} images allowed`;
  if (values.videos.length > MAX_VIDEOS) errors.videos = `Maximum ${MAX_VIDEOS} videos allowed`;
  if (!name) errors.name = 'Product name is required';
  else if (name.length > 200) errors.name = 'Product name must be at most 200 characters';
  if (!(values.categoryId > 0)) errors.categoryId = 'Choose a category';
  if (!description) errors.description = 'Description is required';
  if (!MAX_PRICE_PATTERN.test(price) || Number(price) <= 0) {
    errors.price = 'Enter a price above $0 with at most 2 decimals, e.g. 1250.50';
  }
  if (!unit) errors.unit = 'Unit is required, e.g. kg or metric ton';
  if (availableQuantity === null) errors.availableQuantity = 'Enter a whole number of units';
  if (minimumOrder === null || minimumOrder < 1) errors.minimumOrder = 'Enter a whole number of at least 1';

  if (Object.keys(errors).length > 0) return { errors };
  return {
    product: {
      name,
      categoryId: values.categoryId,
      description,
      price: Number(price).toFixed(2),
      unit,
      availableQuantity: availableQuantity!,
      minimumOrder: minimumOrder!,
      images: values.images,
      videos: values.videos,
      specifications: {},
      isActive: true,
    },
  };
}
