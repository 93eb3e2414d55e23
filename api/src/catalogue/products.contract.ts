import { z } from 'zod';
import { categorySchema } from './categories.contract.ts';
import {
  integerIdSchema,
  offsetSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
  userIdSchema,
  wholeNumberText,
} from '../platform/common.contract.ts';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_VIDEOS } from '../media/upload-types.contract.ts';
import { vendorSchema, verifiedQuerySchema } from '../accounts/users.contract.ts';
import { ladderProblems, MAX_PRICE_TIERS, type LadderTerms } from './price-ladder.contract.ts';

export const MAX_PRICE = 99_999_999.99;
const MAX_QUANTITY = 2_147_483_647;

/** A product's vendor, as every product carries it. */
export const productVendorSchema = z
  .object({
    id: z.string(),
    companyName: z.string().nullable(),
    location: z.string().nullable(),
    isVerified: z.boolean(),
    rating: z
      .number()
      .nullable()
      .meta({ description: "The supplier's average rating, 1 to 5, two decimals; null before any." }),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'ProductVendor' });

export const priceTierSchema = z
  .object({
    minQuantity: z.number().int(),
    price: z.string().meta({ description: 'Price per unit from minQuantity on.', example: '3.90' }),
  })
  .meta({ id: 'PriceTier' });

export const productSampleSchema = z
  .object({
    quantity: z.number().int().meta({ description: 'Below the minimum order.' }),
    price: z.string().meta({ description: 'The whole sample’s price in USD.', example: '25.00' }),
  })
  .meta({ id: 'ProductSample', description: 'A sample a buyer may order once, outside the minimum order.' });

export const productSchema = z
  .object({
    id: z.number().int(),
    vendorId: z.string(),
    categoryId: z.number().int(),
    sku: z.string().meta({
      description:
        "The supplier's own stock-keeping unit, unique among its products; RX-<id> where none was given.",
      example: 'CC-GH-001',
    }),
    name: z.string(),
    description: z.string(),
    price: z
      .string()
      .meta({ description: 'Price per unit in USD, a decimal string with two places.', example: '4.20' }),
    unit: z.string().meta({ example: 'metric ton' }),
    minimumOrder: z.number().int(),
    orderMultiple: z.number().int().meta({
      description: 'Quantities are multiples of it (whole bags, drums, pallets); minimumOrder is one.',
    }),
    priceTiers: z.array(priceTierSchema).meta({
      description:
        'The price ladder: from each minQuantity on, every unit costs its price (the base price applies from minimumOrder). Rungs climb in quantity and fall in price. The catalogue’s price filter and sort read the base price.',
    }),
    sample: productSampleSchema.nullable(),
    availableQuantity: z.number().int(),
    images: z.array(z.string()),
    videos: z.array(z.string()),
    specifications: z.record(z.string(), z.unknown()),
    isActive: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    vendor: productVendorSchema,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema
  .extend({ category: categorySchema, vendor: vendorSchema })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = z.array(productSchema);

/**
 * A search ranks its newest this many matches (two pages of 24) by how well they match; later
 * matches follow newest first. Ranking every match costs as much as there are matches, and
 * gathering the newest N of a word reads N / (the word's share of the catalogue) index entries.
 */
export const RELEVANCE_WINDOW = 48;
/** Up to this many matches are counted; above it, the total is PostgreSQL's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

export const productSortSchema = z
  .enum(['relevance', 'newest', 'name', 'price_asc', 'price_desc', 'quantity', 'rating'])
  .meta({
    description:
      `relevance: with a search, its newest ${RELEVANCE_WINDOW} matches ranked, words in the name counting more ` +
      'than in the description, then older matches newest first; without one, newest. rating: the ' +
      'highest-rated suppliers first (unrated last), then newest.',
  });
export type ProductSort = z.infer<typeof productSortSchema>;

const priceBound = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(MAX_PRICE, 'is too large');

/** True when a catalogue query lists newest first: sort newest, or relevance with no words to rank. */
export const isNewestFirst = (query: { sort: ProductSort; search?: string }) =>
  query.sort === 'newest' || (query.sort === 'relevance' && query.search === undefined);

export const productListQuerySchema = z
  .strictObject({
    ...paginationQuerySchema.shape,
    offset: offsetSchema(
      'page deeper with before=, the X-Next-Cursor of the page before (newest first), or narrow the search',
    ),
    search: textSchema(200).optional().meta({
      description:
        'Words in the name or description, in any case and form (coffee finds coffees); "a phrase" in quotes, -word to leave a word out, or between alternatives.',
    }),
    categoryId: integerIdSchema
      .optional()
      .meta({ description: "A category; a parent includes its children's products." }),
    category: textSchema(100)
      .optional()
      .meta({ description: 'A category by slug, as categoryId; an unknown slug finds nothing.' }),
    vendorId: z.string().min(1).max(64).optional(),
    verified: verifiedQuerySchema.meta({
      description:
        "true: only verified suppliers' products; false: only those of suppliers waiting for verification.",
    }),
    sort: productSortSchema.default('newest'),
    minPrice: priceBound.optional(),
    maxPrice: priceBound.optional(),
    before: integerIdSchema.optional().meta({
      description:
        'The X-Next-Cursor of the page before, newest first: the products after it. A deep page costs what the first does; offset skips every product before it.',
    }),
  })
  .refine((query) => query.category === undefined || query.categoryId === undefined, {
    path: ['category'],
    message: 'give category or categoryId, not both',
  })
  .refine((query) => query.before === undefined || (isNewestFirst(query) && query.offset === 0), {
    path: ['before'],
    message:
      'works only with the newest-first order (sort newest, or relevance without search) and without offset',
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      path: ['minPrice'],
      message: 'must not be above maxPrice',
    },
  );
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const MAX_OWNER_PAGE = 1000;

/** A vendor's own catalogue, listed and unlisted, newest first, a page at a time by cursor. */
export const ownerProductListQuerySchema = z.strictObject({
  limit: wholeNumberText(1, MAX_OWNER_PAGE)
    .default(100)
    .meta({ description: `Products per page (default 100, at most ${MAX_OWNER_PAGE}).` }),
  before: integerIdSchema.optional().meta({
    description: 'The X-Next-Cursor of the page before: the products older than it. Absent: the newest.',
  }),
  status: z
    .enum(['all', 'listed', 'unlisted'])
    .default('all')
    .meta({ description: 'listed: on sale (isActive); unlisted: taken off sale.' }),
});
export type OwnerProductListQuery = z.output<typeof ownerProductListQuerySchema>;

export const ownerProductPathSchema = z.strictObject({ id: userIdSchema });

/** Where product media may live: files uploaded here, or https addresses. */
export const mediaUrlSchema = z
  .string()
  .max(500, 'must be at most 500 characters')
  .refine(
    (url) => /^\/uploads\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url),
    'must be an /uploads/… address from the upload endpoints, or an https:// address',
  );

/** A price in dollars: "12.5", "12.50" or 12.5, never more than two decimals. */
export const priceSchema = z
  .union([z.string().trim(), z.number()], { error: 'must be a number' })
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({
        code: 'custom',
        message: /^-/.test(text)
          ? 'cannot be negative'
          : 'must be a number of dollars with at most 2 decimals, below 100,000,000',
      });
      return z.NEVER;
    }
    if (Number(text) === 0) {
      context.addIssue({ code: 'custom', message: 'must be more than $0' });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  })
  .meta({ description: 'Price per unit in USD, above 0, at most two decimals.', example: '4.20' });

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max.toLocaleString('en-US')}`);

/**
 * A specification's value as a person writes it (a CSV cell, a form field): canonical numbers and
 * true/false as such, the rest as text.
 */
export function specificationValueOf(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  return text.trim() !== '' && String(Number(text)) === text ? Number(text) : text;
}

export const specificationsSchema = z
  .record(textSchema(100).pipe(z.string().min(1)), z.union([textSchema(1000), z.number(), z.boolean()]))
  .refine((specifications) => Object.keys(specifications).length <= 50, 'can have at most 50 entries');

const productFields = {
  categoryId: z
    .number({ error: 'is required' })
    .int('must be a category id')
    .min(1, 'is required')
    .max(2_147_483_647, 'must be a category id'),
  sku: textSchema(64).pipe(z.string().min(1, 'cannot be empty')).nullable().optional().meta({
    description: 'Unique among your products. Absent or null: RX-<id>, made from the product’s id.',
  }),
  name: textSchema(200).pipe(z.string().min(1, 'is required')),
  description: textSchema(5000).pipe(z.string().min(1, 'is required')),
  price: priceSchema,
  unit: textSchema(40).pipe(z.string().min(1, 'is required')),
  minimumOrder: wholeNumber(1, 1_000_000_000),
  orderMultiple: wholeNumber(1, 1_000_000_000),
  priceTiers: z
    .array(z.strictObject({ minQuantity: wholeNumber(1, MAX_QUANTITY), price: priceSchema }), {
      error: 'must be a list of {minQuantity, price} rungs',
    })
    .max(MAX_PRICE_TIERS, `can hold at most ${MAX_PRICE_TIERS} rungs`),
  sample: z
    .strictObject(
      { quantity: wholeNumber(1, 1_000_000_000), price: priceSchema },
      { error: 'must be {quantity, price} or null' },
    )
    .nullable(),
  availableQuantity: wholeNumber(0, MAX_QUANTITY),
  images: z
    .array(mediaUrlSchema, { error: 'must be a list of image addresses' })
    .min(1, 'At least one image is required')
    .max(MAX_PRODUCT_IMAGES, `Maximum ${MAX_PRODUCT_IMAGES} images allowed`),
  videos: z
    .array(mediaUrlSchema, { error: 'must be a list of video addresses' })
    .max(MAX_PRODUCT_VIDEOS, `Maximum ${MAX_PRODUCT_VIDEOS} videos allowed`),
  specifications: specificationsSchema,
  isActive: z.boolean({ error: 'must be true or false' }),
};

/** What a whole product may leave out. */
const defaultedFields = {
  orderMultiple: productFields.orderMultiple.default(1),
  priceTiers: productFields.priceTiers.default([]),
  sample: productFields.sample.default(null),
  videos: productFields.videos.default([]),
  specifications: productFields.specifications.default({}),
  isActive: productFields.isActive.default(true),
};

/** Adds each broken rule of the terms as an issue at its field (`priceTiers.1.price`, say). */
function addLadderProblems(terms: LadderTerms, context: z.RefinementCtx): void {
  for (const problem of ladderProblems(terms)) {
    context.addIssue({
      code: 'custom',
      path: problem.field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      message: problem.message,
    });
  }
}

const TERMS_FIELDS: readonly PropertyKey[] = [
  'price',
  'minimumOrder',
  'orderMultiple',
  'priceTiers',
  'sample',
];

/**
 * The ladder's rules over a whole product, checked as soon as the terms' own fields are valid,
 * even while another field (a missing image, say) is at fault: a form shows both at once. A body
 * that is not an object at all has no terms to check.
 */
const checkLadder = [
  addLadderProblems,
  {
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      payload.issues.every((issue) => !TERMS_FIELDS.includes(issue.path?.[0] ?? '')),
  },
] as const;

export const createProductBodySchema = z
  .strictObject({
    vendorId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: "Yours; an admin may name a vendor's." }),
    ...productFields,
    ...defaultedFields,
  })
  .superRefine(...checkLadder)
  .meta({ id: 'CreateProductRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CreateProductRequest = z.input<typeof createProductBodySchema>;
export type CreateProductBody = z.output<typeof createProductBodySchema>;

export const replaceProductBodySchema = z
  .strictObject({ ...productFields, ...defaultedFields })
  .superRefine(...checkLadder)
  .meta({ id: 'ReplaceProductRequest' });

export const updateProductBodySchema = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'must change at least one field')
  .meta({ id: 'UpdateProductRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type UpdateProductRequest = z.input<typeof updateProductBodySchema>;
export type UpdateProductBody = z.output<typeof updateProductBodySchema>;

export const productPathSchema = z.strictObject({ id: integerIdSchema });

export const MAX_BULK_ROWS = 1000;

/** One row of a bulk import: a whole product, keyed by the vendor's own SKU. */
export const bulkProductRowSchema = z
  .strictObject({
    ...productFields,
    ...defaultedFields,
    sku: textSchema(64).pipe(z.string().min(1, 'is required')),
  })
  .superRefine(...checkLadder)
  .meta({ id: 'BulkProductRow' });

export const bulkImportBodySchema = z
  .strictObject({
    products: z
      .array(z.unknown(), { error: 'must be a list of products' })
      .min(1, 'give at least one product')
      .max(MAX_BULK_ROWS, `can hold at most ${MAX_BULK_ROWS} products; send more requests`)
      .meta({ description: 'Rows shaped like BulkProductRow; each is validated on its own.' }),
  })
  .meta({ id: 'BulkImportRequest' });

export const bulkImportResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.object({
        row: z.number().int().meta({ description: 'The row’s index in products, from 0.' }),
        sku: z.string().nullable(),
        status: z.enum(['created', 'updated', 'unchanged', 'failed']),
        productId: z.number().int().optional(),
        errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      }),
    ),
  })
  .meta({ id: 'BulkImportResult' });
export type BulkImportResult = z.infer<typeof bulkImportResultSchema>;
