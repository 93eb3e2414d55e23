import type { Health } from './health.contract.ts';
import { healthSchema } from './health.contract.ts';
import { migrationState } from './database/migrate.ts';
import { defineRoute } from './http/route.ts';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Whether the API and its database are up, and which database it is',
    tag: 'Operations',
    access: 'public',
    permission: null,
    responses: { 200: { description: 'The database kind and its migration state.', schema: healthSchema } },
    async handler(ctx, _input, { db }) {
      const { applied, pending } = await migrationState(db.knex);
      const body: Health = {
        status: pending.length === 0 ? 'ok' : 'migrations_pending',
        database: {
          kind: db.kind,
          migrations: { applied: applied.length, pending, latest: applied.at(-1) ?? null },
        },
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },
  }),
];
