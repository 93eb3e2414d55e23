// What other domains may use of the audit trail.
export { recordAudit } from './audit.service.ts';
