import type { Context } from 'koa';
import { KEPT_ENCODINGS, type Compressed } from '../compressed-once.ts';

/**
 * Answers with the body compressed already, in the best encoding the caller takes (the app's
 * compression leaves an answer with its encoding alone); false when it takes neither.
 */
export async function sendCompressed(ctx: Context, compressed: Compressed): Promise<boolean> {
  // Ours is the choice among those it takes (browsers list gzip first, and take br as well); a
  // caller that names none is sent the body as it is.
  const encoding =
    ctx.get('Accept-Encoding') &&
    KEPT_ENCODINGS.find((candidate) => ctx.acceptsEncodings(candidate) === candidate);
  if (!encoding) return false;
  ctx.vary('Accept-Encoding');
  ctx.set('Content-Encoding', encoding);
  ctx.body = Buffer.from(await compressed(encoding));
  return true;
}
