import type { Context } from 'koa';
import type { FileStorage } from '../file-storage.ts';

export type DocumentFormat = 'pdf' | 'xml';

const CONTENT_TYPES: Record<DocumentFormat, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/**
 * Answers an issued document in `format`: drawn once from what it said when it was issued, then
 * kept in media storage under `name` and served from there, cacheable for good.
 */
export async function sendIssuedDocument(
  ctx: Context,
  storage: FileStorage,
  document: { name: string; number: string; format: DocumentFormat },
  draw: () => Promise<Buffer> | string,
): Promise<void> {
  const name = `${document.name}.${document.format}`;
  const contentType = CONTENT_TYPES[document.format];
  if ((await storage.size(name)) === undefined) {
    const drawn = await draw();
    await storage.write(name, typeof drawn === 'string' ? Buffer.from(drawn) : drawn, contentType);
  }
  ctx.type = contentType;
  ctx.set('Content-Disposition', `inline; filename="${document.number}.${document.format}"`);
  ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
  ctx.body = await storage.read(name);
}

export const documentResponse = (format: DocumentFormat) => ({
  description: format === 'pdf' ? 'The PDF.' : 'The XML.',
  contentType: CONTENT_TYPES[format],
});
