import { imageUploadResultSchema, videoUploadResultSchema } from '../contracts/uploads.ts';
import { defineRoute } from '../http/route.ts';
import type { z } from 'zod';
import { imageUpload, receiveUpload, videoUpload, type UploadKind } from '../storage/upload.ts';

const tag = 'Uploads';
const cookieNote =
  'Signed in with the session cookie, send the header X-Requested-With: fetch. Stored files are named by their content hash and served from /uploads/ with long cache headers.';

function uploadRoute(kind: UploadKind, summary: string, schema: z.ZodType, answer: (url: string) => object) {
  return defineRoute({
    method: 'post',
    path: `/upload/${kind.field}`,
    operationId: `upload${kind.field[0]?.toUpperCase()}${kind.field.slice(1)}`,
    summary,
    description: `The type is decided from the file's bytes, not its name. ${cookieNote}`,
    tag,
    access: 'signed-in',
    permission: 'write:products',
    body: { type: 'multipart', field: kind.field, description: `The ${kind.field} file.` },
    responses: { 201: { description: `Where the ${kind.field} is served.`, schema } },
    errors: {
      413: `"${kind.tooLarge('{name}')}"`,
      415: `"${kind.wrongType('{name}')}", or the request is not multipart/form-data.`,
      422: 'No file, or a file in another field.',
    },
    async handler(ctx, _input, { storage }) {
      const stored = await receiveUpload(ctx, storage, kind);
      ctx.status = 201;
      ctx.body = answer(stored.url);
    },
  });
}

export const uploadRoutes = [
  uploadRoute(
    imageUpload,
    'Upload a product image (PNG or JPEG, at most 10 MB)',
    imageUploadResultSchema,
    (url) => ({
      url,
    }),
  ),
  uploadRoute(
    videoUpload,
    'Upload a product video (MP4, WebM, AVI or MOV, under 50 MB)',
    videoUploadResultSchema,
    (videoUrl) => ({ videoUrl }),
  ),
];
