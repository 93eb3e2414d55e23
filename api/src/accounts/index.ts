// What other domains may use of accounts.
export { SELLERS } from './actor.ts';
export { responseRateSql, toResponseRate } from './response-rate.ts';
export { toMe } from './accounts.service.ts';
export { getVendor } from './vendors.service.ts';
export { User } from './user.model.ts';
export { sealSigningKeys } from './email-verification.ts';
