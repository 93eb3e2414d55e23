import { z } from 'zod';
import {
  ATTACHMENT_UPLOAD,
  IMAGE_UPLOAD,
  MAX_IMAGE_PIXELS,
  VIDEO_UPLOAD,
  type UploadRule,
} from './upload-types.contract.ts';
import {
  attachmentUploadResultSchema,
  imageUploadResultSchema,
  videoUploadResultSchema,
} from './uploads.contract.ts';
import { AppError } from '../platform/errors/index.ts';
import { receiveFile } from './multipart.middleware.ts';
import { defineRoute } from '../platform/http/route.ts';
import { SELLERS } from '../accounts/index.ts';
import { MEMBERS_WHO, type CompanyRole } from '../platform/actor.ts';
import { attachmentStorageName, isPublicFileName } from './file-storage.ts';
import { mayReadAttachment } from './attachments.service.ts';
import {
  IMAGE_WIDTHS,
  imageVariant,
  isResizable,
  PictureMissing,
  type ImageWidth,
} from './image-variants.ts';
import { storeUpload } from './received-file.ts';
import { answerStoredFile, fileNotFound } from './stored-file.middleware.ts';
import { reserveUploadQuota } from './uploads.service.ts';

const tag = 'Uploads';
const cookieNote = 'Signed in with the session cookie, send the header X-Requested-With: fetch.';
const publicNote =
  'Stored under its content hash and served to anyone from /uploads/ with long cache headers.';
const privateNote =
  'Stored under a random name; only you, and the two parties of a conversation you send it in, download it from /api/documents/ (never cached, never resized).';

/** Product media are the sellers'; files attached to messages anyone's who trades. */
const SELLERS_MEDIA = {
  access: SELLERS,
  permission: 'write:products',
  companyRoles: MEMBERS_WHO.keepTheCatalogue,
} as const;

function uploadRoute(
  rule: UploadRule,
  summary: string,
  schema: z.ZodType,
  answer: (url: string) => object,
  {
    access,
    permission,
    companyRoles,
    confirmedEmail,
  }: {
    access: typeof SELLERS | 'signed-in';
    permission: 'write:products' | 'write:orders';
    companyRoles: readonly CompanyRole[];
    confirmedEmail?: true;
  } = SELLERS_MEDIA,
) {
  return defineRoute({
    method: 'post',
    path: `/upload/${rule.field}`,
    operationId: `upload${rule.field[0]?.toUpperCase()}${rule.field.slice(1)}`,
    summary,
    description: `The type is decided from the file's bytes, not its name. ${rule.private ? privateNote : publicNote} A file no product or message uses is removed a day after its upload. ${cookieNote}`,
    tag,
    access,
    permission,
    companyRoles,
    ...(confirmedEmail ? { confirmedEmail } : {}),
    body: { type: 'multipart', field: rule.field, description: `The ${rule.field} file.` },
    responses: { 201: { description: `Where the ${rule.field} is served.`, schema } },
    errors: {
      413: `"${rule.tooLarge('{name}')}"`,
      415: `"${rule.wrongType('{name}')}", or the request is not multipart/form-data.`,
      422: 'No file, or a file in another field.',
      429: 'You have uploaded 2 GB within 24 hours; Retry-After says when to try again.',
      503: 'The media storage cannot be reached (storage_unavailable): nothing was stored; send the file again after Retry-After.',
    },
    async handler(ctx, { user }, { db, storage }) {
      const reservation = await reserveUploadQuota(db.knex, user, rule.maxBytes);
      let stored;
      try {
        const received = await receiveFile(ctx, rule, () => storage.incomingPath());
        stored = await storeUpload(storage, received, rule);
      } catch (error) {
        await reservation.release();
        throw error;
      }
      await reservation.stored(storage, stored);
      ctx.status = 201;
      ctx.body = answer(stored.url);
    },
  });
}

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

/** The width asked for, checked here rather than by the schema so its refusal keeps its own code. */
function requestedWidth(w: string | undefined): ImageWidth | undefined {
  if (w === undefined) return undefined;
  const width = Number(w) as ImageWidth;
  if (!IMAGE_WIDTHS.includes(width)) throw invalidWidth();
  return width;
}

/**
 * Product and profile media are named by their content hash, so they never change: cache them for
 * good. `?w=320` answers a picture resized to that width, as WebP (cards and lists show thumbnails).
 */
const uploadedFileRoute = defineRoute({
  method: 'get',
  path: '/uploads/:name',
  outsideApi: true,
  operationId: 'getUploadedFile',
  summary: 'An uploaded file, or a picture at a smaller width',
  description:
    'A product’s or a profile’s media (documents sent in conversations are served by GET /api/documents/{name}). Served with its type, X-Content-Type-Options: nosniff, its name as ETag and a year of immutable caching. One byte range (`Range: bytes=…`, as a video player seeks) is answered 206 with Content-Range. With `w`, a PNG or JPEG picture resized to that width (never enlarged), as WebP.',
  tag,
  access: 'public',
  permission: null,
  params: z.object({
    name: z.string().meta({
      description: 'The stored name: the SHA-256 of the bytes and the extension.',
      example: `${'0'.repeat(64)}.png`,
    }),
  }),
  query: z.object({
    w: z
      .string()
      .optional()
      .meta({ description: `A width in pixels: one of ${IMAGE_WIDTHS.join(', ')}.`, example: '320' }),
  }),
  responses: {
    200: {
      description: 'The file (image/webp when resized).',
      contentType: '*/*',
      schema: z.string().meta({ format: 'binary' }),
    },
  },
  errors: {
    400: '`w` is not one of the widths offered (invalid_width), or the file is not a picture (not_resizable).',
    422: 'The picture has more pixels than can be resized (image_too_many_pixels).',
    404: 'No such file.',
    416: 'The range asked for starts past the end of the file (range_not_satisfiable); Content-Range gives its size.',
  },
  async handler(ctx, { params, query }, { storage, logger }) {
    if (!isPublicFileName(params.name)) throw fileNotFound();
    const width = requestedWidth(query.w);
    let file = params.name;
    if (width !== undefined) {
      if (!isResizable(params.name)) throw notResizable();
      try {
        file = await imageVariant(storage, params.name, width, logger);
      } catch (error) {
        if (error instanceof PictureMissing) throw fileNotFound();
        if ((error as Error).message.includes('pixel limit')) {
          throw new AppError({
            status: 422,
            code: 'image_too_many_pixels',
            title: 'Unprocessable Content',
            detail: `This picture has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: it is served only as it is, without w.`,
          });
        }
        throw error;
      }
    }
    await answerStoredFile(ctx, storage, file);
  },
});

/** An attachment sent in a conversation, to the two parties only. */
const attachmentRoute = defineRoute({
  method: 'get',
  path: '/documents/:name',
  operationId: 'getDocument',
  summary: 'A document sent in a conversation (its sender and the two parties only)',
  description:
    'The address a message’s attachment carries. Answered as a download, with its type, X-Content-Type-Options: nosniff and Cache-Control: private, no-store; one byte range is answered 206. Documents are never resized.',
  tag,
  access: 'signed-in',
  permission: 'read:orders',
  params: z.object({
    name: z.string().meta({
      description: 'The name in the address POST /api/upload/document gave.',
      example: '3f2a9c0d8e7b6a5f4e3d2c1b0a998877.pdf',
    }),
  }),
  responses: {
    200: {
      description: 'The document.',
      contentType: '*/*',
      schema: z.string().meta({ format: 'binary' }),
    },
  },
  errors: {
    404: 'No such document, or not one sent to you (file_not_found).',
    416: 'The range asked for starts past the end of the file (range_not_satisfiable).',
  },
  async handler(ctx, { params, user }, { db, storage }) {
    const storageName = attachmentStorageName(params.name);
    if (!storageName || !(await mayReadAttachment(db.knex, user, params.name, storageName))) {
      throw fileNotFound();
    }
    await answerStoredFile(ctx, storage, storageName);
  },
});

export const uploadRoutes = [
  uploadRoute(
    IMAGE_UPLOAD,
    'Upload a product image (PNG or JPEG, at most 10 MB)',
    imageUploadResultSchema,
    (url) => ({
      url,
    }),
  ),
  uploadRoute(
    VIDEO_UPLOAD,
    'Upload a product video (MP4, WebM, AVI or MOV, under 50 MB)',
    videoUploadResultSchema,
    (videoUrl) => ({ videoUrl }),
  ),
  uploadRoute(
    ATTACHMENT_UPLOAD,
    'Upload a file to attach to a message (PDF, PNG or JPEG, at most 20 MB)',
    attachmentUploadResultSchema,
    (url) => ({ url }),
    // An attachment goes to someone else, in a conversation.
    {
      access: 'signed-in',
      permission: 'write:orders',
      companyRoles: MEMBERS_WHO.converse,
      confirmedEmail: true,
    },
  ),
  uploadedFileRoute,
  attachmentRoute,
];
