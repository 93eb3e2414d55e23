// What other domains may use of accounts.
export { SELLERS } from './actor.ts';
export { responseRateSql, toResponseRate } from './response-rate.ts';
export { actingForOwnFirm, createAccount, toMe } from './accounts.service.ts';
export { actForCompany, startSession } from './sessions.ts';
export { getVendor } from './vendors.service.ts';
export { User } from './user.model.ts';
export { openToken, sealSigningKeys, signToken } from './signed-tokens.ts';
