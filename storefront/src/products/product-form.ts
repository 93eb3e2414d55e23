import { createProductBodySchema, type CreateProductBody } from '@rawex/api/contracts';
import type { ProductFormErrors, ProductFormValues } from '@rawex/ui-kit';
import { checkAgainst, refusedFields } from '../shared/check-against';
import { notify } from '../shell/notify';

/** The form's fields as a vendor reads them. */
const LABELS: Record<keyof ProductFormValues, string> = {
  name: 'Product name',
  categoryId: 'Category',
  description: 'Description',
  price: 'Price',
  unit: 'Unit',
  availableQuantity: 'Available quantity',
  minimumOrder: 'Minimum order',
  images: 'Images',
  videos: 'Videos',
};

/** A whole-number field: blank takes the spec's fallback; anything else goes to the contract as typed. */
const wholeNumber = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text.trim()));

export type ProductInput = Omit<CreateProductBody, 'vendorId'>;

/** The typed form checked by the API's create contract: the product to send, or a message per field. */
export function readProductForm(
  values: ProductFormValues,
): { product: ProductInput; errors?: never } | { product?: never; errors: ProductFormErrors } {
  const checked = checkAgainst(
    createProductBodySchema,
    {
      name: values.name,
      categoryId: values.categoryId,
      description: values.description,
      price: values.price,
      unit: values.unit,
      availableQuantity: wholeNumber(values.availableQuantity, 0),
      minimumOrder: wholeNumber(values.minimumOrder, 1),
      images: values.images,
      videos: values.videos,
    },
    LABELS,
  );
  if (checked.errors) return { errors: checked.errors };
  const { vendorId: _vendorId, ...product } = checked.data;
  return { product };
}

/** The image uploader's alerts, as error toasts (the video uploader's notices go to `notify` as they are). */
export const alertUser = (message: string) => notify({ title: 'Error', description: message, type: 'error' });

/**
 * A failed save: the fields the API refused go back to the form; anything else is the spec's
 * message in a toast.
 */
export function saveFailed(error: unknown, fallback: string): ProductFormErrors | undefined {
  const refused = refusedFields(error, LABELS);
  if (Object.keys(refused).length > 0) return refused;
  notify({ title: 'Error', description: fallback, type: 'error' });
  return undefined;
}
