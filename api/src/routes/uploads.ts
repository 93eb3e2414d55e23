import Router from '@koa/router';
import send from 'koa-send';
import { AppError, notFound } from '../errors/index.ts';
import { isStoredFileName } from '../storage/file-storage.ts';
import { IMAGE_WIDTHS, imageVariant, isResizable, type ImageWidth } from '../storage/image-variants.ts';
import type { RouteContext } from './route-context.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const invalidWidth = () =>
  new AppError({
    status: 400,
    code: 'invalid_width',
    title: 'Bad Request',
    detail: `w must be one of ${IMAGE_WIDTHS.join(', ')} (pixels).`,
  });

const notResizable = () =>
  new AppError({
    status: 400,
    code: 'not_resizable',
    title: 'Bad Request',
    detail: 'Only PNG and JPEG pictures can be resized; ask for this file without w.',
  });

/**
 * Stored files are named by their content hash, so they never change: cache them for good.
 * `?w=320` answers a picture resized to that width, as WebP (cards and lists show thumbnails).
 */
export function uploadsRouter({ storage }: RouteContext): Router {
  const router = new Router();
  router.get('/uploads/:name', async (ctx) => {
    const { name } = ctx.params;
    if (!name || !isStoredFileName(name)) throw notFound('No such file.', 'file_not_found');
    let file = name;
    const width = ctx.query.w;
    if (width !== undefined) {
      if (!IMAGE_WIDTHS.includes(Number(width) as ImageWidth)) throw invalidWidth();
      if (!isResizable(name)) throw notResizable();
      try {
        file = await imageVariant(storage, name, Number(width) as ImageWidth);
      } catch (error) {
        if ((error as Error).message.includes('missing')) throw notFound('No such file.', 'file_not_found');
        throw error;
      }
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    try {
      await send(ctx, file, { root: storage.directory, hidden: true, immutable: true, maxage: ONE_YEAR_MS });
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw notFound('No such file.', 'file_not_found');
      throw error;
    }
  });
  return router;
}
