/**
 * What the upload endpoints take, as browsers name a file's type (MIME) and as file-type names
 * the type it reads from the file's bytes. Plain values: the storefront's uploaders offer exactly
 * these, and the API decides by them.
 */
export const IMAGE_UPLOAD_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

export const VIDEO_UPLOAD_TYPES = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/x-msvideo': 'avi',
  'video/quicktime': 'mov',
} as const;

/** How many pictures and videos a product holds. */
export const MAX_PRODUCT_IMAGES = 5;
export const MAX_PRODUCT_VIDEOS = 3;
