/**
 * What the upload endpoints take: the types (as browsers name them, MIME, and as file-type names
 * the type it reads from a file's bytes), the largest file, how many a product holds, and what a
 * person who picks something else is told. Plain values: the storefront's uploaders check a pick
 * with these before sending it, and the API decides by them again from the bytes.
 */
export interface UploadRule {
  /** The multipart form field, and for media kept the path under /api/upload/. */
  field: 'image' | 'video' | 'document' | 'statement' | 'rates' | 'file';
  /** MIME type → the extension file-type gives that type. */
  types: Readonly<Record<string, string>>;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** How many a product (or a message) holds. */
  maxPerProduct: number;
  /** Shown only to whom it is sent (attachments), not to everyone (a product's media). */
  private?: true;
  tooLarge(fileName: string): string;
  wrongType(fileName: string): string;
}

const MEBIBYTE = 1024 * 1024;

/**
 * The most pixels a picture may have: 40 megapixels (8000 × 5000). A few kilobytes of PNG can
 * claim 60,000 × 60,000 pixels and need gigabytes to decode; such a picture is refused unread.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_UPLOAD: UploadRule = {
  field: 'image',
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: 10 * MEBIBYTE,
  maxPerProduct: 5,
  tooLarge: (name) => `${name} is too large. Maximum size is 10MB`,
  wrongType: (name) => `${name} is not a valid image file`,
};

export const VIDEO_UPLOAD: UploadRule = {
  field: 'video',
  types: {
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'video/x-msvideo': 'avi',
    'video/quicktime': 'mov',
  },
  maxBytes: 50 * MEBIBYTE - 1,
  maxPerProduct: 3,
  tooLarge: () => 'Video must be smaller than 50MB.',
  wrongType: () => 'Please select a video file.',
};

/** Files attached to messages: spec sheets, certificates, pictures. */
export const ATTACHMENT_UPLOAD: UploadRule = {
  field: 'document',
  types: { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: 20 * MEBIBYTE,
  maxPerProduct: 5,
  private: true,
  tooLarge: (name) => `${name} is too large. Maximum size is 20MB`,
  wrongType: (name) => `${name} is not a PDF, PNG or JPEG file`,
};

/** The documents an order's goods travel with, a supplier's scans and PDFs: kept privately, for good. */
export const TRADE_DOCUMENT_UPLOAD: UploadRule = {
  ...ATTACHMENT_UPLOAD,
  field: 'file',
  maxPerProduct: 1,
};

/** Where an attachment sent in a conversation is served; its name is random, never its content's hash. */
export const ATTACHMENTS_URL_PREFIX = '/api/documents/';
/** An attachment's name in its address: 128 random bits in hex and the extension of its type. */
export const ATTACHMENT_NAME = new RegExp(
  `^[a-f0-9]{32}\\.(${Object.values(ATTACHMENT_UPLOAD.types).join('|')})$`,
);

/** Whether `url` is an attachment's address, as POST /api/upload/document answers it. */
export const isAttachmentUrl = (url: string) =>
  url.startsWith(ATTACHMENTS_URL_PREFIX) && ATTACHMENT_NAME.test(url.slice(ATTACHMENTS_URL_PREFIX.length));

export const MAX_PRODUCT_IMAGES = IMAGE_UPLOAD.maxPerProduct;
export const MAX_PRODUCT_VIDEOS = VIDEO_UPLOAD.maxPerProduct;

/** Why a picked file will be refused, with the spec's title and message; null when it can be sent. */
export interface PickedFileProblem {
  title: 'Invalid file type' | 'File too large';
  description: string;
}

/**
 * Judges a file a browser picked by its declared type and size, as the API will judge its bytes,
 * so a person hears at once what the server would answer.
 */
export function pickedFileProblem(
  rule: UploadRule,
  file: { name: string; type: string; size: number },
): PickedFileProblem | null {
  if (!(file.type in rule.types))
    return { title: 'Invalid file type', description: rule.wrongType(file.name) };
  if (file.size > rule.maxBytes) return { title: 'File too large', description: rule.tooLarge(file.name) };
  return null;
}

/** A rule as a file picker uses it: the types it offers, how many a product holds, and why a pick is refused. */
export function pickerRules(rule: UploadRule) {
  return {
    types: Object.keys(rule.types),
    max: rule.maxPerProduct,
    refusal: (file: { name: string; type: string; size: number }) => pickedFileProblem(rule, file),
  };
}

/** Exchange rates files an administrator imports (ECB reference rates): read once, never kept. */
export const RATES_UPLOAD: UploadRule = {
  field: 'rates',
  types: { 'application/xml': 'xml' },
  maxBytes: 20 * MEBIBYTE,
  maxPerProduct: 1,
  private: true,
  tooLarge: (name) => `${name} is too large. Maximum size is 20MB: the ECB's whole history is about 2MB`,
  wrongType: (name) => `${name} is not an ECB reference rates file (XML)`,
};

/** Bank statements a supplier imports: read as they stream, never kept. */
export const STATEMENT_UPLOAD: UploadRule = {
  field: 'statement',
  types: { 'application/xml': 'xml', 'text/csv': 'csv' },
  maxBytes: 200 * MEBIBYTE,
  maxPerProduct: 1,
  private: true,
  tooLarge: (name) => `${name} is too large. Maximum size is 200MB: split the statement by date`,
  wrongType: (name) => `${name} is not a camt.053, camt.054 or CSV statement`,
};
