import { availableParallelism } from 'node:os';
import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './upload-types.contract.ts';
import type { FileStorage } from './file-storage.ts';
import type { Logger } from '../platform/logger.ts';

/** The widths pictures are served at: card thumbnails (400: a phone's two-column card at 1.75x), list rows, product pages, on 1x and 2x screens. */
export const IMAGE_WIDTHS = [160, 320, 400, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const RESIZABLE = /^([a-f0-9]{64})\.(png|jpg)$/;

export const isResizable = (name: string) => RESIZABLE.test(name);

/** A stored picture's variant's name in the storage. */
export const variantName = (name: string, width: ImageWidth) =>
  `.variants/${name.replace(RESIZABLE, '$1')}-${width}w.webp`;

/** Variants being made in this process, by name: asked for again meanwhile, they are awaited, not made twice. */
const beingMade = new Map<string, Promise<void>>();
/** Pictures this process resizes at once (a core's worth less one, at least one): the rest wait their turn. */
export const RESIZES_AT_ONCE = Math.max(1, availableParallelism() - 1);
const resizing = pLimit(RESIZES_AT_ONCE);

/**
 * A stored picture at `width` (never wider than the original), as WebP: returns the variant's
 * name. Made on first request and stored beside the originals: stored files never change, so
 * neither do their variants. However many ask for a variant at once, this process makes it once.
 */
export async function imageVariant(
  storage: FileStorage,
  name: string,
  width: ImageWidth,
  logger?: Logger,
): Promise<string> {
  const variant = variantName(name, width);
  if ((await storage.size(variant)) !== undefined) return variant;
  let making = beingMade.get(variant);
  if (!making) {
    making = resizing(() => makeVariant(storage, name, width, variant)).finally(() =>
      beingMade.delete(variant),
    );
    beingMade.set(variant, making);
    await making;
    logger?.info({ file: variant }, 'made a picture variant');
  } else {
    await making;
  }
  return variant;
}

async function makeVariant(storage: FileStorage, name: string, width: ImageWidth, variant: string) {
  if ((await storage.size(name)) === undefined) throw new PictureMissing(name);
  const original = await buffer(await storage.read(name));
  // A picture stored before the pixel rule is still never decoded past it.
  const resized = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  await storage.write(variant, resized, 'image/webp');
}

/** The picture to resize is not stored. */
export class PictureMissing extends Error {
  constructor(name: string) {
    super(`${name} is not stored`);
    this.name = 'PictureMissing';
  }
}
