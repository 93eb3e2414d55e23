// What media brings to the app is in media.module.ts; other domains use only this.
export { attachmentStorageName } from './file-storage.ts';
export { ATTACHMENTS_URL_PREFIX } from './upload-types.contract.ts';
export { RATES_UPLOAD, STATEMENT_UPLOAD } from './upload-types.contract.ts';
export { attachUploads } from './attachments.service.ts';
export { attachmentSchema, attachmentsBodySchema, type Attachment } from './attachments.contract.ts';
export { TRADE_DOCUMENT_UPLOAD } from './upload-types.contract.ts';
export { displayName, type KeptFile } from './received-file.ts';
