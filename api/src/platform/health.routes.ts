import type { Health, Readiness } from './health.contract.ts';
import { healthSchema, readinessSchema } from './health.contract.ts';
import type { MigrationState } from './database/migrate.ts';
import type { Knex } from 'knex';
import { defineRoute } from './http/route.ts';
import { queueFigures } from './jobs/job-queue.ts';

/** A name no stored file has: asking for its size proves the storage answers. */
const PROBE = `${'0'.repeat(64)}.probe`;

/** Health and readiness; `schemaState` tells which migrations the database has (the schema's, handed in). */
export const healthRoutes = (schemaState: (knex: Knex) => Promise<MigrationState>) => [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary:
      'Whether the API and what it depends on are up: database, read replica, media storage, job queue',
    description:
      'For monitoring: the database and its migrations, the read replica’s lag, whether the media storage answers, and the job queue’s backlog (scale workers on it). A load balancer should use /api/health/ready.',
    tag: 'Operations',
    access: 'public',
    permission: null,
    responses: { 200: { description: 'What each part reports.', schema: healthSchema } },
    async handler(ctx, _input, { db, readReplica, storage, diskSpace }) {
      const [{ applied, pending }, storageStatus] = await Promise.all([
        schemaState(db.knex),
        storage.size(PROBE).then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
      ]);
      // The queue lives in the database's schema: there once it is migrated.
      const queue = pending.length === 0 ? await queueFigures(db.knex) : null;
      const body: Health = {
        status: pending.length === 0 ? 'ok' : 'migrations_pending',
        database: {
          kind: db.kind,
          migrations: { applied: applied.length, pending, latest: applied.at(-1) ?? null },
        },
        replica: readReplica?.state() ?? null,
        storage: { kind: storage.kind, status: storageStatus },
        disk: diskSpace?.state() ?? null,
        queue,
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/health/ready',
    operationId: 'getReadiness',
    summary: 'Whether a load balancer should send this process requests',
    description:
      '200 while the process serves and its database answers; 503 once it is stopping (after SIGTERM it finishes the requests in flight) or while the database does not answer. Before it is ready it does not listen at all.',
    tag: 'Operations',
    access: 'public',
    permission: null,
    responses: {
      200: { description: 'Ready.', schema: readinessSchema },
      503: { description: 'Stopping, or the database does not answer.', schema: readinessSchema },
    },
    async handler(ctx, _input, { db, lifecycle }) {
      let status: Readiness['status'] = 'ready';
      if (lifecycle?.stopping) status = 'stopping';
      else
        await db.knex
          .raw('SELECT 1')
          .timeout(2_000)
          .catch(() => (status = 'database_unavailable'));
      ctx.set('Cache-Control', 'no-store');
      ctx.status = status === 'ready' ? 200 : 503;
      ctx.body = { status } satisfies Readiness;
    },
  }),
];
