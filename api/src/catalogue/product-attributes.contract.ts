import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';

export * from './product-attribute-values.contract.ts';

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
