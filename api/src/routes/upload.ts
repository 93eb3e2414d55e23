import { imageUploadResultSchema, videoUploadResultSchema } from '../contracts/uploads.ts';
import { defineRoute } from '../http/route.ts';
import { imageUpload, receiveUpload, videoUpload } from '../storage/upload.ts';

const tag = 'Uploads';
const cookieNote =
  'Signed in with the session cookie, send the header X-Requested-With: fetch. Stored files are named by their content hash and served from /uploads/ with long cache headers.';

export const uploadRoutes = [
  defineRoute({
    method: 'post',
    path: '/upload/image',
    operationId: 'uploadImage',
    summary: 'Upload a product image (PNG or JPEG, at most 10 MB)',
    description: `The type is decided from the file's bytes, not its name. ${cookieNote}`,
    tag,
    access: 'signed-in',
    body: { type: 'multipart', field: 'image', description: 'The image file.' },
    responses: { 201: { description: 'Where the image is served.', schema: imageUploadResultSchema } },
    errors: {
      413: '"{name} is too large. Maximum size is 10MB"',
      415: '"{name} is not a valid image file", or the request is not multipart/form-data.',
      422: 'No file, or a file in another field.',
    },
    async handler(ctx, _input, { storage }) {
      const stored = await receiveUpload(ctx, storage, imageUpload);
      ctx.status = 201;
      ctx.body = { url: stored.url };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/upload/video',
    operationId: 'uploadVideo',
    summary: 'Upload a product video (MP4, WebM, AVI or MOV, under 50 MB)',
    description: `The type is decided from the file's bytes, not its name. ${cookieNote}`,
    tag,
    access: 'signed-in',
    body: { type: 'multipart', field: 'video', description: 'The video file.' },
    responses: { 201: { description: 'Where the video is served.', schema: videoUploadResultSchema } },
    errors: {
      413: '"Video must be smaller than 50MB."',
      415: '"Please select a video file.", or the request is not multipart/form-data.',
      422: 'No file, or a file in another field.',
    },
    async handler(ctx, _input, { storage }) {
      const stored = await receiveUpload(ctx, storage, videoUpload);
      ctx.status = 201;
      ctx.body = { videoUrl: stored.url };
    },
  }),
];
