import { z } from 'zod';
import {
  integerIdSchema,
  offsetSchema,
  paginationQuerySchema,
  textSchema,
} from '../platform/common.contract.ts';
import { verifiedQuerySchema } from '../accounts/users.contract.ts';
import { countryCodeSchema } from '../platform/countries.contract.ts';
import { INCOTERM_CODES } from './incoterms.contract.ts';
import {
  certificationCodeSchema,
  MAX_FACET_VALUES,
  PRODUCT_ATTRIBUTE_LIMITS,
  PRODUCT_FACETS,
} from './product-attributes.contract.ts';
import { MAX_PRICE } from './products.contract.ts';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';

// What the catalogue is asked: its sorts, its filters (which a saved search keeps), the list's and
// the facet count's queries, and the facets' answer.
/**
 * A search ranks its newest this many matches (two pages of 24) by how well they match; later
 * matches follow newest first. Ranking every match costs as much as there are matches, and
 * gathering the newest N of a word reads N / (the word's share of the catalogue) index entries.
 */
export const RELEVANCE_WINDOW = 48;
/**
 * The currency the catalogue compares prices in, and price bounds are in when none is named. Raw
 * materials are quoted in US dollars first, and the demo catalogue is priced in them.
 */
export const REFERENCE_CURRENCY = 'USD';
/** Up to this many matches are counted; above it, the total is PostgreSQL's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

export const productSortSchema = z
  .enum(['relevance', 'newest', 'name', 'price_asc', 'price_desc', 'quantity', 'rating'])
  .meta({
    description:
      `relevance: with a search, its newest ${RELEVANCE_WINDOW} matches ranked, words in the name counting more ` +
      'than in the description, then older matches newest first; without one, newest. rating: the ' +
      'highest-rated suppliers first (unrated last), then newest. price_asc, price_desc: by base price, ' +
      'compared across currencies at the latest reference rates kept; products in a currency with no rate last.',
  });
export type ProductSort = z.infer<typeof productSortSchema>;

const priceBound = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(MAX_PRICE, 'is too large');

/**
 * A list in a query string: comma-separated (`GH,CI`), or the parameter repeated; `separator`
 * null for values that may hold commas themselves (grades), given one per parameter.
 */
const queryList = <Item extends z.ZodType<string, string>>(
  item: Item,
  { max, separator = ',' }: { max: number; separator?: ',' | null },
) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((given) =>
      (Array.isArray(given) ? given : [given])
        .flatMap((part) => (separator === null ? [part] : part.split(separator)))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, `can name at most ${max} values`))
    .transform((values) => [...new Set(values)] as z.output<Item>[]);

const wholeNumberBound = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(max, `must be at most ${max}`);

const percentBound = z.coerce
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(100, 'must be at most 100');

/**
 * What traders narrow the catalogue by: any of several values within an attribute (OR), every
 * attribute given (AND), and ranges of purity and lead time.
 */
export const attributeFilterFields = {
  originCountry: queryList(countryCodeSchema, { max: 50 })
    .optional()
    .meta({ description: 'Countries of origin, comma-separated ISO codes: GH,CI.' }),
  certifications: queryList(certificationCodeSchema, { max: PRODUCT_ATTRIBUTE_LIMITS.certifications })
    .optional()
    .meta({ description: 'Products holding any of these certifications: fairtrade,organic.' }),
  incoterms: queryList(
    z
      .string()
      .toUpperCase()
      .pipe(z.enum(INCOTERM_CODES, { error: `must be Incoterms 2020 rules: ${INCOTERM_CODES.join(', ')}` })),
    { max: INCOTERM_CODES.length },
  )
    .optional()
    .meta({ description: 'Products offered on any of these rules: FOB,CIF.' }),
  grade: queryList(textSchema(PRODUCT_ATTRIBUTE_LIMITS.grade), { max: 20, separator: null })
    .optional()
    .meta({ description: 'Grades, exactly as products give them; repeat the parameter for several.' }),
  minPurity: percentBound.optional(),
  maxPurity: percentBound.optional(),
  minLeadTime: wholeNumberBound(PRODUCT_ATTRIBUTE_LIMITS.leadTimeDays)
    .optional()
    .meta({ description: 'Days.' }),
  maxLeadTime: wholeNumberBound(PRODUCT_ATTRIBUTE_LIMITS.leadTimeDays)
    .optional()
    .meta({ description: 'Days.' }),
};

/** What the catalogue is narrowed by: words, a category, a supplier, prices and the attributes. */
const catalogueFilterFields = {
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
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  priceCurrency: currencyCodeSchema.optional().meta({
    description: `The currency minPrice and maxPrice are in (${REFERENCE_CURRENCY} when absent): each product's base price is compared in it at the latest reference rate kept, whatever the product is priced in.`,
  }),
  ...attributeFilterFields,
};

/** A category by id or by slug, not both. */
const oneCategory: [
  (query: { category?: string; categoryId?: number }) => boolean,
  { path: PropertyKey[]; message: string },
] = [
  (query) => query.category === undefined || query.categoryId === undefined,
  { path: ['category'], message: 'give category or categoryId, not both' },
];

/** Each range's low end no higher than its high end. */
const rangesInOrder = [
  ['minPrice', 'maxPrice'],
  ['minPurity', 'maxPurity'],
  ['minLeadTime', 'maxLeadTime'],
] as const;

function checkRanges(
  query: Partial<Record<(typeof rangesInOrder)[number][number], number>>,
  context: z.RefinementCtx,
) {
  for (const [low, high] of rangesInOrder) {
    const [from, to] = [query[low], query[high]];
    if (from !== undefined && to !== undefined && from > to)
      context.addIssue({ code: 'custom', path: [low], message: `must not be above ${high}` });
  }
}

/** The catalogue's filters alone: what a saved search keeps. */
export const catalogueFiltersSchema = z
  .strictObject(catalogueFilterFields)
  .refine(...oneCategory)
  .superRefine(checkRanges);
export type CatalogueFilters = z.output<typeof catalogueFiltersSchema>;

/** True when a catalogue query lists newest first: sort newest, or relevance with no words to rank. */
export const isNewestFirst = (query: { sort: ProductSort; search?: string }) =>
  query.sort === 'newest' || (query.sort === 'relevance' && query.search === undefined);

export const productListQuerySchema = z
  .strictObject({
    ...paginationQuerySchema.shape,
    offset: offsetSchema(
      'page deeper with before=, the X-Next-Cursor of the page before (newest first), or narrow the search',
    ),
    sort: productSortSchema.default('newest'),
    before: integerIdSchema.optional().meta({
      description:
        'The X-Next-Cursor of the page before, newest first: the products after it. A deep page costs what the first does; offset skips every product before it.',
    }),
    ...catalogueFilterFields,
  })
  .refine(...oneCategory)
  .refine((query) => query.before === undefined || (isNewestFirst(query) && query.offset === 0), {
    path: ['before'],
    message:
      'works only with the newest-first order (sort newest, or relevance without search) and without offset',
  })
  .superRefine(checkRanges);
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** The catalogue's filters alone, as a facet count takes them, and the facets to count. */
export const productFacetQuerySchema = z
  .strictObject({
    facets: queryList(z.enum(PRODUCT_FACETS, { error: `must be facets: ${PRODUCT_FACETS.join(', ')}` }), {
      max: PRODUCT_FACETS.length,
    })
      .default([...PRODUCT_FACETS])
      .meta({ description: `The facets to count, comma-separated; all four when absent.` }),
    ...catalogueFilterFields,
  })
  .refine(...oneCategory)
  .superRefine(checkRanges);
export type ProductFacetQuery = z.output<typeof productFacetQuerySchema>;

export const facetValueSchema = z
  .object({ value: z.string(), count: z.number().int() })
  .meta({ id: 'FacetValue' });

export const productFacetsSchema = z
  .object({
    total: z.number().int().meta({ description: 'Products matching every filter given.' }),
    estimated: z.boolean().meta({
      description:
        'true when words or a range matched so many products that the counts are scaled from the first 5,000 of them: estimates, as X-Total-Count above 1,000.',
    }),
    facets: z
      .object(
        Object.fromEntries(PRODUCT_FACETS.map((facet) => [facet, z.array(facetValueSchema).optional()])),
      )
      .meta({
        description: `Per facet asked for, its values with the number of matching products, the most first, at most ${MAX_FACET_VALUES} (and every chosen value, even at 0). Each facet is counted under every filter but its own, so choosing a value shows how many each other value would add.`,
      }),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof productFacetsSchema>;
