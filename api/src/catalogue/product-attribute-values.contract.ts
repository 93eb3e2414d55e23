// A product's typed attributes and facets by name, without zod: what the storefront's first
// script needs (product-attributes.contract.ts holds their schemas).

/** The typed attributes of a product, as the API names them: what traders filter and compare by. */
export const PRODUCT_ATTRIBUTES = [
  'originCountry',
  'grade',
  'purityPercent',
  'certifications',
  'incoterms',
  'leadTimeDays',
  'hsCode',
  'packaging',
] as const;
export type ProductAttribute = (typeof PRODUCT_ATTRIBUTES)[number];

/** A product's typed attributes alone. */
export function attributesOf<Attributes extends Record<ProductAttribute, unknown>>(
  product: Attributes,
): Pick<Attributes, ProductAttribute> {
  return Object.fromEntries(PRODUCT_ATTRIBUTES.map((name) => [name, product[name]])) as Pick<
    Attributes,
    ProductAttribute
  >;
}

/** How much each typed attribute of a product may hold. */
export const PRODUCT_ATTRIBUTE_LIMITS = {
  grade: 100,
  packaging: 200,
  certifications: 20,
  leadTimeDays: 365,
} as const;

/** The attributes the catalogue counts products by, value by value. */
export const PRODUCT_FACETS = ['originCountry', 'certifications', 'incoterms', 'grade'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** Values a facet answers at most, the most common first (chosen values are always among them). */
export const MAX_FACET_VALUES = 50;
