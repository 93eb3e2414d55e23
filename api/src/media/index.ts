// What media brings to the app is in media.module.ts; other domains use only this.
export { documentStorageName } from './file-storage.ts';
export { DOCUMENTS_URL_PREFIX } from './upload-types.contract.ts';
export { STATEMENT_UPLOAD } from './upload-types.contract.ts';
export { attachUploads } from './documents.service.ts';
export { attachmentSchema, attachmentsBodySchema, type Attachment } from './attachments.contract.ts';
