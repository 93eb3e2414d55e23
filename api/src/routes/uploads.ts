import Router from '@koa/router';
import send from 'koa-send';
import { notFound } from '../errors/index.ts';
import { isStoredFileName } from '../storage/file-storage.ts';
import type { RouteContext } from './route-context.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Stored files are named by their content hash, so they never change: cache them for good. */
export function uploadsRouter({ storage }: RouteContext): Router {
  const router = new Router();
  router.get('/uploads/:name', async (ctx) => {
    const { name } = ctx.params;
    if (!name || !isStoredFileName(name)) throw notFound('No such file.', 'file_not_found');
    ctx.set('X-Content-Type-Options', 'nosniff');
    try {
      await send(ctx, name, {
        root: storage.directory,
        immutable: true,
        maxage: ONE_YEAR_SECONDS * 1000,
      });
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw notFound('No such file.', 'file_not_found');
      throw error;
    }
  });
  return router;
}
