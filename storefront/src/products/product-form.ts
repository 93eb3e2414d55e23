import {
  COUNTRY_OPTIONS,
  createProductBodySchema,
  specificationValueOf,
  type Certification,
  type CreateProductBody,
  type Product,
  type ProductAttribute,
} from '@rawex/api/contracts';
import { INCOTERM_OPTIONS } from '@rawex/api/contracts/trade-values';
import type {
  PriceRungRow,
  ProductAttributeChoices,
  ProductFormErrors,
  ProductFormValues,
  SpecificationRow,
} from '@rawex/ui-kit';
import { checkAgainst, refusedFields } from '../forms/check-against';
import { ATTRIBUTE_LABELS } from './product-attributes';
import { notify } from '../notices/notify';

/** The form's fields as a vendor reads them (`sample` for the sample's two fields). */
const LABELS: Record<keyof ProductFormValues | 'sample', string> = {
  sku: 'SKU',
  name: 'Product name',
  categoryId: 'Category',
  description: 'Description',
  currency: 'Currency',
  price: 'Price',
  unit: 'Unit',
  availableQuantity: 'Available quantity',
  minimumOrder: 'Minimum order',
  orderMultiple: 'Order multiple',
  priceTiers: 'Price ladder',
  sampleQuantity: 'Sample quantity',
  samplePrice: 'Sample price',
  sample: 'Sample',
  images: 'Images',
  videos: 'Videos',
  ...ATTRIBUTE_LABELS,
  specifications: 'Specifications',
};

/** What the form's trade details offer: every country, the certifications' vocabulary, the Incoterms. */
export const attributeChoices = (
  certifications: readonly Certification[],
  gradeSuggestions?: readonly string[],
): ProductAttributeChoices => ({
  countries: COUNTRY_OPTIONS,
  certifications,
  incoterms: INCOTERM_OPTIONS,
  gradeSuggestions,
});

/** A product's typed attributes as the form's fields. */
export const attributeFields = (
  product: Pick<Product, ProductAttribute>,
): Pick<ProductFormValues, ProductAttribute> => ({
  originCountry: product.originCountry ?? '',
  grade: product.grade ?? '',
  purityPercent: product.purityPercent === null ? '' : String(product.purityPercent),
  certifications: product.certifications,
  incoterms: product.incoterms,
  leadTimeDays: product.leadTimeDays === null ? '' : String(product.leadTimeDays),
  hsCode: product.hsCode ?? '',
  packaging: product.packaging ?? '',
});

/** A number field: blank is not given; anything else goes to the contract as typed. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
/** A text field: blank is not given. */
const optionalText = (text: string) => text.trim() || null;

/** Under the SKU field: what a blank one becomes. */
export const SKU_HINT = 'Your own code for it, unique among your products. Left blank: RX- and its number.';

/** The editor's rows as the API's specifications: blank rows left out, values typed as in a CSV cell. */
function specificationsOf(rows: readonly SpecificationRow[]): Record<string, unknown> | string {
  const specifications: Record<string, unknown> = {};
  for (const row of rows) {
    const name = row.name.trim();
    const value = row.value.trim();
    if (!name && !value) continue;
    if (!name) return `Give a name for the value “${value}”.`;
    if (!value) return `Give a value for “${name}”.`;
    if (name in specifications) return `“${name}” is named twice; give each specification once.`;
    specifications[name] = specificationValueOf(value);
  }
  return specifications;
}

/** A product's specifications as the editor's rows. */
export const specificationRows = (specifications: Product['specifications']): SpecificationRow[] =>
  Object.entries(specifications).map(([name, value]) => ({ name, value: String(value) }));

/** A whole-number field: blank takes the spec's fallback; anything else goes to the contract as typed. */
const wholeNumber = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text.trim()));

/** The ladder editor's rows as the API's rungs: blank rows left out. */
const priceTiersOf = (rows: readonly PriceRungRow[]) =>
  rows
    .filter((row) => row.minQuantity.trim() !== '' || row.price.trim() !== '')
    .map((row) => ({ minQuantity: wholeNumber(row.minQuantity, 0), price: row.price.trim() }));

/** The sample's two fields: both blank, no sample. */
const sampleOf = (values: ProductFormValues) =>
  values.sampleQuantity.trim() === '' && values.samplePrice.trim() === ''
    ? null
    : { quantity: wholeNumber(values.sampleQuantity, 0), price: values.samplePrice.trim() };

/** A product's commercial terms as the form's fields. */
export const termsFields = (
  product: Pick<Product, 'orderMultiple' | 'priceTiers' | 'sample'>,
): Pick<ProductFormValues, 'orderMultiple' | 'priceTiers' | 'sampleQuantity' | 'samplePrice'> => ({
  orderMultiple: String(product.orderMultiple),
  priceTiers: product.priceTiers.map((tier) => ({
    minQuantity: String(tier.minQuantity),
    price: tier.price,
  })),
  sampleQuantity: product.sample ? String(product.sample.quantity) : '',
  samplePrice: product.sample?.price ?? '',
});

export type ProductInput = Omit<CreateProductBody, 'vendorId'>;

/** The typed form checked by the API's create contract: the product to send, or a message per field. */
export function readProductForm(
  values: ProductFormValues,
): { product: ProductInput; errors?: never } | { product?: never; errors: ProductFormErrors } {
  const specifications = specificationsOf(values.specifications);
  if (typeof specifications === 'string') return { errors: { specifications } };
  const checked = checkAgainst(
    createProductBodySchema,
    {
      sku: values.sku.trim() || null,
      name: values.name,
      categoryId: values.categoryId,
      description: values.description,
      currency: values.currency || undefined,
      price: values.price,
      unit: values.unit,
      availableQuantity: wholeNumber(values.availableQuantity, 0),
      minimumOrder: wholeNumber(values.minimumOrder, 1),
      orderMultiple: wholeNumber(values.orderMultiple, 1),
      priceTiers: priceTiersOf(values.priceTiers),
      sample: sampleOf(values),
      images: values.images,
      videos: values.videos,
      originCountry: values.originCountry || null,
      grade: optionalText(values.grade),
      purityPercent: optionalNumber(values.purityPercent),
      certifications: values.certifications,
      incoterms: values.incoterms,
      leadTimeDays: optionalNumber(values.leadTimeDays),
      hsCode: optionalText(values.hsCode),
      packaging: optionalText(values.packaging),
      specifications,
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
