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
  replica: z
    .object({
      status: z.enum(['up', 'lagging', 'down']).meta({
        description:
          'lagging: more than RAWEX_REPLICA_MAX_LAG_S behind; lagging or down, catalogue reads go to the primary.',
      }),
      lagSeconds: z.number().nullable(),
    })
    .nullable()
    .meta({
      description:
        'The read replica (DATABASE_REPLICA_URL) at its last check, each second; null without one.',
    }),
  storage: z.object({
    kind: z.enum(['disk', 's3']),
    status: z.enum(['ok', 'unavailable']),
  }),
  disk: z
    .object({
      freeBytes: z.number().int(),
      reserveBytes: z.number().int().meta({ description: 'RAWEX_DISK_RESERVE_MB, in bytes.' }),
      low: z
        .boolean()
        .meta({ description: 'Free space under the reserve: changes answer 507 storage_full.' }),
    })
    .nullable()
    .meta({
      description: "The data folder's disk at its last check, each second; null where it is not watched.",
    }),
  queue: z
    .object({
      backlog: z
        .number()
        .int()
        .meta({ description: 'Jobs due and not yet taken by a worker: scale workers on it.' }),
      failed: z
        .number()
        .int()
        .meta({ description: 'Jobs whose retries are spent (dead letters), kept for a look.' }),
    })
    .nullable()
    .meta({ description: 'null until the database is migrated (the queue lives in it).' }),
});
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'stopping', 'database_unavailable']),
});
export type Readiness = z.infer<typeof readinessSchema>;
