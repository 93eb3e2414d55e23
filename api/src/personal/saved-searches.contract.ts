import { z } from 'zod';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { catalogueFiltersSchema } from '../catalogue/catalogue-queries.contract.ts';

/** How many searches one person may keep saved. */
export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCH_NAME_LENGTH = 100;

const nameSchema = textSchema(SAVED_SEARCH_NAME_LENGTH).pipe(z.string().min(1, 'is required'));

export const savedSearchPathSchema = z.object({ id: integerIdSchema });

export const savedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: z.string().meta({
      description:
        'Its filters as the product list’s query parameters: GET /api/products?{query} lists its matches, /products?{query} shows them.',
      example: 'search=cocoa&originCountry=GH,CI&certifications=fairtrade',
    }),
    paused: z.boolean().meta({ description: 'Paused: no alerts until resumed.' }),
    matchCount: z.number().int().meta({ description: 'Products it has alerted of, listed or cheaper.' }),
    lastMatchedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

export const createSavedSearchBodySchema = z
  .strictObject({
    name: nameSchema,
    filters: catalogueFiltersSchema.meta({
      description:
        'The filters, as GET /api/products takes them (without sort and paging): search, category or categoryId, vendorId, verified, prices, attributes. At least one.',
    }),
  })
  .refine((body) => Object.values(body.filters).some((value) => value !== undefined), {
    path: ['filters'],
    message: 'give at least one filter: a search that narrows nothing would alert of every product',
  })
  .meta({ id: 'CreateSavedSearch' });
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchBodySchema>;
export type CreateSavedSearchBody = z.output<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    paused: z.boolean().optional().meta({ description: 'true pauses its alerts; false resumes them.' }),
  })
  .refine((body) => body.name !== undefined || body.paused !== undefined, {
    message: 'give name or paused',
  })
  .meta({ id: 'UpdateSavedSearch' });
export type UpdateSavedSearchBody = z.output<typeof updateSavedSearchBodySchema>;

export const stopSavedSearchEmailsBodySchema = z
  .strictObject({ token: z.string().min(1, 'is required').max(1000) })
  .meta({ id: 'StopSavedSearchEmails' });

export const stoppedEmailsSchema = z
  .object({ email: z.string().meta({ description: 'The address that gets no more of these emails.' }) })
  .meta({ id: 'StoppedEmails' });
