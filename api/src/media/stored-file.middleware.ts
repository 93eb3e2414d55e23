import type { Context } from 'koa';
import parseRange from 'range-parser';
import { AppError, notFound } from '../platform/errors/index.ts';
import { cacheControlOf, contentTypeOf, type FileStorage } from './file-storage.ts';

export const fileNotFound = () => notFound('No such file.', 'file_not_found');

/**
 * Answers a stored file (or one byte range of it) from whichever storage holds it, with its type
 * and nosniff. Public media are cached for a year with their name as ETag; attachments are kept by
 * nobody (`private, no-store`) and always saved rather than opened in this site's origin.
 */
export async function answerStoredFile(ctx: Context, storage: FileStorage, file: string): Promise<void> {
  const size = await storage.size(file);
  if (size === undefined) throw fileNotFound();
  const cacheControl = cacheControlOf(file);
  const cacheable = cacheControl.startsWith('public');
  ctx.type = contentTypeOf(file);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', cacheControl);
  ctx.set('Accept-Ranges', 'bytes');
  // Content-addressed: the name is the version.
  if (cacheable) ctx.etag = file;
  if (!cacheable || file.endsWith('.pdf')) ctx.attachment(file.slice(file.lastIndexOf('/') + 1));
  ctx.status = 200;
  if (cacheable && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const ranges = ctx.headers.range ? parseRange(size, ctx.headers.range, { combine: true }) : undefined;
  if (ranges === -1) {
    // A refusal is no copy of the file to keep.
    if (cacheable) ctx.remove('Cache-Control');
    ctx.remove('ETag');
    throw new AppError({
      status: 416,
      code: 'range_not_satisfiable',
      title: 'Range Not Satisfiable',
      detail: `The file has ${size} bytes; ask for a range within them.`,
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
  // One range is answered 206; several, or a malformed header, get the whole file (RFC 9110 allows it).
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  ctx.length = range ? range.end - range.start + 1 : size;
  if (ctx.method === 'HEAD') return;
  ctx.body = await storage.read(file, range);
}
