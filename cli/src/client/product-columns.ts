import { PRODUCT_ATTRIBUTES, specificationValueOf } from '@rawex/api/contracts';

/** The files `rawex products import` reads and `export` writes. */
export const PRODUCT_FILE_FORMATS = ['csv', 'ndjson', 'json'] as const;
export type ProductFileFormat = (typeof PRODUCT_FILE_FORMATS)[number];

/** The columns of a product file, as `rawex products import` reads and `export` writes them. */
export const REQUIRED_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'price',
  'unit',
  'minimumOrder',
  'availableQuantity',
  'images',
] as const;
export const OPTIONAL_COLUMNS = [
  'currency',
  'orderMultiple',
  'priceTiers',
  'sampleQuantity',
  'samplePrice',
  'videos',
  'isActive',
  ...PRODUCT_ATTRIBUTES,
  'specifications',
] as const;
export const SPEC_PREFIX = 'spec.';
const KNOWN = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);

export const isKnownColumn = (column: string) => KNOWN.has(column) || column.startsWith(SPEC_PREFIX);
export const missingColumns = (columns: readonly string[]) =>
  REQUIRED_COLUMNS.filter((column) => !columns.includes(column));

/** A `|`-separated list, or a list already. */
const listOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
    : (value ?? []);

/** A number as a cell writes it ("500", "99.95"), or the value as it is. */
const numberOf = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A price ladder as a cell writes it, `500:3.90|1000:3.60`, or a list already; empty: none. */
function priceTiersOf(value: unknown): unknown {
  if (isBlank(value)) return [];
  if (typeof value !== 'string') return value;
  return value
    .split('|')
    .map((rung) => rung.trim())
    .filter(Boolean)
    .map((rung) => {
      const [minQuantity, price] = rung.split(':');
      return { minQuantity: numberOf(minQuantity?.trim()), price: price?.trim() };
    });
}

/** An empty cell as null: the attribute is not given. */
const nullIfBlank = (value: unknown) => (isBlank(value) ? null : value);

/** The sample from its two cells; both empty: none. */
function sampleOf(quantity: unknown, price: unknown): unknown {
  if (isBlank(quantity) && isBlank(price)) return null;
  return { quantity: numberOf(quantity), price };
}

/** How a cell writes a ladder: `500:3.90|1000:3.60`. */
export const priceTiersCell = (tiers: readonly { minQuantity: number; price: string }[]) =>
  tiers.map((tier) => `${tier.minQuantity}:${tier.price}`).join('|');

function booleanOf(value: unknown): unknown {
  if (value === undefined || value === '') return true;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(word)) return true;
  if (['false', 'no', '0'].includes(word)) return false;
  return value;
}

/**
 * A file record as the bulk endpoint's row, before media are uploaded and the category resolved:
 * what the cells say, typed, with specifications gathered from `spec.<key>` columns.
 */
export function productOf(values: Record<string, unknown>) {
  const specifications: Record<string, unknown> =
    typeof values.specifications === 'object' && values.specifications !== null
      ? { ...(values.specifications as object) }
      : {};
  for (const [column, value] of Object.entries(values)) {
    if (column.startsWith(SPEC_PREFIX) && value !== '' && value !== undefined) {
      specifications[column.slice(SPEC_PREFIX.length)] =
        typeof value === 'string' ? specificationValueOf(value) : value;
    }
  }
  return {
    sku: values.sku,
    name: values.name,
    description: values.description,
    category: values.category,
    price: values.price,
    // Empty: the firm's own currency.
    ...(isBlank(values.currency) ? {} : { currency: values.currency }),
    unit: values.unit,
    minimumOrder: numberOf(values.minimumOrder),
    orderMultiple:
      values.orderMultiple === undefined || values.orderMultiple === '' ? 1 : numberOf(values.orderMultiple),
    priceTiers: priceTiersOf(values.priceTiers),
    sample: sampleOf(values.sampleQuantity, values.samplePrice),
    availableQuantity: numberOf(values.availableQuantity),
    images: listOf(values.images),
    videos: listOf(values.videos),
    isActive: booleanOf(values.isActive),
    originCountry: nullIfBlank(values.originCountry),
    grade: nullIfBlank(values.grade),
    purityPercent: nullIfBlank(numberOf(values.purityPercent)),
    certifications: listOf(values.certifications),
    incoterms: listOf(values.incoterms),
    leadTimeDays: nullIfBlank(numberOf(values.leadTimeDays)),
    hsCode: nullIfBlank(values.hsCode),
    packaging: nullIfBlank(values.packaging),
    specifications,
  };
}
