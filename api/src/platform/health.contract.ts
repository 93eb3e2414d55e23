import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'migrations_pending']),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    migrations: z.object({
      applied: z.number().int(),
      pending: z.array(z.string()),
      latest: z.string().nullable(),
    }),
  }),
});
export type Health = z.infer<typeof healthSchema>;
