import { z } from 'zod';

/** A supplier's responsiveness is shown from this many conversations in the last 30 days. */
export const RESPONSE_RATE_MIN_CONVERSATIONS = 3;

/** A supplier's responsiveness over the last 30 days; null until it has had enough conversations. */
export const responseRateSchema = z
  .object({
    conversations: z.number().int().meta({ description: 'Buyers’ first messages in the last 30 days.' }),
    answeredWithinDay: z
      .number()
      .meta({ description: 'The share of them answered within 24 hours, 0 to 1, two decimals.' }),
    medianMinutes: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The median time to a first answer, in minutes; null while none is answered.' }),
  })
  .nullable()
  .meta({
    id: 'ResponseRate',
    description: `Null while the supplier has had fewer than ${RESPONSE_RATE_MIN_CONVERSATIONS} conversations in the last 30 days.`,
  });
export type ResponseRate = z.infer<typeof responseRateSchema>;
