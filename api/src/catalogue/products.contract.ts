import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { categorySchema } from './categories.contract.ts';
import {
  integerIdSchema,
  textSchema,
  timestampSchema,
  userIdSchema,
  wholeNumberText,
} from '../platform/common.contract.ts';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_VIDEOS } from '../media/upload-types.contract.ts';
import { vendorSchema } from '../accounts/users.contract.ts';
import { ladderProblems, MAX_PRICE_TIERS, type LadderTerms } from './price-ladder.contract.ts';
import { countryCodeSchema } from '../platform/countries.contract.ts';
import { INCOTERM_CODES } from './incoterms.contract.ts';
import { certificationCodeSchema, PRODUCT_ATTRIBUTE_LIMITS } from './product-attributes.contract.ts';

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
    price: z
      .string()
      .meta({ description: 'The whole sample’s price, in the product’s currency.', example: '25.00' }),
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
    price: z.string().meta({
      description: 'Price per unit in `currency`, a decimal string with two places.',
      example: '4.20',
    }),
    currency: currencyCodeSchema.meta({
      description:
        'What the product is priced in (its price, ladder and sample), and the orders of it are in: its supplier’s currency unless it says another.',
    }),
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
    originCountry: z
      .string()
      .nullable()
      .meta({ description: 'Where the goods come from: an ISO 3166-1 alpha-2 code.', example: 'GH' }),
    grade: z.string().nullable().meta({ example: 'Grade I' }),
    purityPercent: z
      .number()
      .nullable()
      .meta({ description: 'Purity or content, in percent.', example: 99.99 }),
    certifications: z
      .array(z.string())
      .meta({ description: 'Codes from GET /api/certifications.', example: ['fairtrade', 'organic'] }),
    incoterms: z
      .array(z.enum(INCOTERM_CODES))
      .meta({ description: 'The Incoterms 2020 rules it is offered on.', example: ['FOB', 'CIF'] }),
    leadTimeDays: z.number().int().nullable().meta({ description: 'Days from order to dispatch.' }),
    hsCode: z
      .string()
      .nullable()
      .meta({ description: 'The Harmonized System code of the goods, six digits.', example: '180100' }),
    packaging: z.string().nullable().meta({ example: '62.5 kg jute bags' }),
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
      context.addIssue({ code: 'custom', message: 'must be more than 0' });
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

/**
 * A Harmonized System code: six digits (traders write "1801.00" too), its chapter, the first two,
 * one of the 97 the World Customs Organization uses (77 is held in reserve).
 */
export const hsCodeSchema = z
  .string({ error: 'must be a 6-digit HS code, such as 180100' })
  .transform((code) => code.replace(/[\s.]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{6}$/, 'must be a 6-digit HS code, such as 180100')
      .refine((code) => {
        const chapter = Number(code.slice(0, 2));
        return chapter >= 1 && chapter <= 97 && chapter !== 77;
      }, 'names no HS chapter: its first two digits must be 01 to 97 (not 77)'),
  );

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
  currency: currencyCodeSchema.optional().meta({
    description:
      'What it is priced in. Absent: your firm’s currency when the product is made (or imported whole, in a bulk import); unchanged when it is changed.',
  }),
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
  originCountry: countryCodeSchema.nullable(),
  grade: textSchema(PRODUCT_ATTRIBUTE_LIMITS.grade).pipe(z.string().min(1, 'cannot be empty')).nullable(),
  purityPercent: z
    .number({ error: 'must be a number of percent' })
    .gt(0, 'must be above 0')
    .max(100, 'must be at most 100')
    .refine((percent) => Number(percent.toFixed(4)) === percent, 'can have at most 4 decimals')
    .nullable(),
  certifications: z
    .array(certificationCodeSchema, { error: 'must be a list of certification codes' })
    .max(
      PRODUCT_ATTRIBUTE_LIMITS.certifications,
      `can hold at most ${PRODUCT_ATTRIBUTE_LIMITS.certifications} certifications`,
    )
    .refine((codes) => new Set(codes).size === codes.length, 'names a certification twice'),
  incoterms: z
    .array(
      z
        .string({ error: 'must be an Incoterm' })
        .trim()
        .toUpperCase()
        .pipe(
          z.enum(INCOTERM_CODES, { error: `must be Incoterms 2020 rules: ${INCOTERM_CODES.join(', ')}` }),
        ),
      { error: 'must be a list of Incoterms' },
    )
    .refine((codes) => new Set(codes).size === codes.length, 'names a rule twice'),
  leadTimeDays: wholeNumber(0, PRODUCT_ATTRIBUTE_LIMITS.leadTimeDays).nullable(),
  hsCode: hsCodeSchema.nullable(),
  packaging: textSchema(PRODUCT_ATTRIBUTE_LIMITS.packaging)
    .pipe(z.string().min(1, 'cannot be empty'))
    .nullable(),
  specifications: specificationsSchema,
  isActive: z.boolean({ error: 'must be true or false' }),
};

/** What a whole product may leave out. */
const defaultedFields = {
  orderMultiple: productFields.orderMultiple.default(1),
  priceTiers: productFields.priceTiers.default([]),
  sample: productFields.sample.default(null),
  videos: productFields.videos.default([]),
  originCountry: productFields.originCountry.default(null),
  grade: productFields.grade.default(null),
  purityPercent: productFields.purityPercent.default(null),
  certifications: productFields.certifications.default([]),
  incoterms: productFields.incoterms.default([]),
  leadTimeDays: productFields.leadTimeDays.default(null),
  hsCode: productFields.hsCode.default(null),
  packaging: productFields.packaging.default(null),
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
