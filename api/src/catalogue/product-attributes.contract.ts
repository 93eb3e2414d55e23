import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';

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

const CERTIFICATION_CODE_MESSAGE =
  'must be a certification code: lower-case letters and digits joined by dashes';

/** A certification's code as a file or a form may write it ("Fairtrade "), read as stored. */
export const certificationCodeSchema = z
  .string({ error: CERTIFICATION_CODE_MESSAGE })
  .trim()
  .toLowerCase()
  .max(40, 'must be at most 40 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CERTIFICATION_CODE_MESSAGE);

export const certificationSchema = z
  .object({
    code: z.string().meta({ example: 'fairtrade' }),
    name: z.string().meta({ example: 'Fairtrade' }),
  })
  .meta({ id: 'Certification' });
export type Certification = z.infer<typeof certificationSchema>;

export const certificationListSchema = z.array(certificationSchema);

export const createCertificationBodySchema = z
  .strictObject({
    code: certificationCodeSchema,
    name: textSchema(80).pipe(z.string().min(1, 'is required')),
  })
  .meta({ id: 'CreateCertificationRequest' });

export const renameCertificationBodySchema = z
  .strictObject({ name: createCertificationBodySchema.shape.name })
  .meta({ id: 'RenameCertificationRequest' });

export const certificationPathSchema = z.strictObject({ code: certificationCodeSchema });

/** The attributes the catalogue counts products by, value by value. */
export const PRODUCT_FACETS = ['originCountry', 'certifications', 'incoterms', 'grade'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** Values a facet answers at most, the most common first (chosen values are always among them). */
export const MAX_FACET_VALUES = 50;
