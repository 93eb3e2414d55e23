import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './upload-types.contract.ts';
import type { FileStorage } from './file-storage.ts';
import type { Logger } from '../platform/logger.ts';

/** The widths pictures are served at: card thumbnails (400: a phone's two-column card at 1.75x), list rows, product pages, on 1x and 2x screens. */
export const IMAGE_WIDTHS = [160, 320, 400, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const RESIZABLE = /^([a-f0-9]{64})\.(png|jpg)$/;

export const isResizable = (name: string) => RESIZABLE.test(name);

/** Where a stored picture's variants live, relative to the storage folder. */
export const variantName = (name: string, width: ImageWidth) =>
  path.join('.variants', `${name.replace(RESIZABLE, '$1')}-${width}w.webp`);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Variants being made in this process, by target: asked for again meanwhile, they are awaited, not made twice. */
const beingMade = new Map<string, Promise<void>>();

/**
 * A stored picture at `width` (never wider than the original), as WebP. Made on first request and
 * kept beside the originals: stored files never change, so neither do their variants. However
 * many ask for a variant at once, this process makes it once.
 */
export async function imageVariant(
  storage: FileStorage,
  name: string,
  width: ImageWidth,
  logger?: Logger,
): Promise<string> {
  const relative = variantName(name, width);
  const target = path.join(storage.directory, relative);
  if (await exists(target)) return relative;
  let making = beingMade.get(target);
  if (!making) {
    making = makeVariant(storage, name, width, target).finally(() => beingMade.delete(target));
    beingMade.set(target, making);
    await making;
    logger?.info({ file: relative }, 'made a picture variant');
  } else {
    await making;
  }
  return relative;
}

async function makeVariant(storage: FileStorage, name: string, width: ImageWidth, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  // Made aside and renamed, so a reader never gets half a picture, even with two made at once.
  const aside = `${target}.${randomUUID()}`;
  try {
    // A picture stored before the pixel rule is still never decoded past it.
    await sharp(path.join(storage.directory, name), { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(aside);
    await rename(aside, target);
  } finally {
    await rm(aside, { force: true });
  }
}
