import { z } from 'zod';

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  requestId: z
    .string()
    .optional()
    .meta({ description: 'The X-Request-Id of this answer: quote it when you report the problem.' }),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  allowedStatuses: z
    .array(z.string())
    .optional()
    .meta({ description: 'On an illegal order status change: the statuses you may move the order to now.' }),
});
export type ProblemBody = z.infer<typeof problemSchema>;
