import Router from '@koa/router';
import type { Health } from '../contracts/health.ts';
import { migrationState } from '../db/migrate.ts';
import type { RouteContext } from './route-context.ts';

export function healthRouter({ db }: RouteContext): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
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
  });
  return router;
}
