// What other domains may use of accounts (and, in SQL, `account_access`, `people()` to read who a
// person is by, `account_of` what their account shows them, and the `firm_profiles` view what anyone may
// see of a firm).
export { SELLERS } from './actor.ts';
export { responseRateSql, toResponseRate } from './response-rate.ts';
export {
  actingForOwnFirm,
  createAccount,
  findUser,
  findUserByEmail,
  proveOwnPassword,
  setTradingName,
  toMe,
  type ShownAccount,
} from './accounts.service.ts';
export { actForCompany, SESSION_COOKIE, sessionCookieOptions, startSession } from './sessions.ts';
export { listSessions } from './live-sessions.ts';
export { getVendor } from './vendors.service.ts';
export { administratorIds, findVendor, firmProfiles, type SellerProfile } from './seller-profiles.ts';
export { User } from './user.model.ts';
export { openToken, sealSigningKeys, signToken } from './signed-tokens.ts';
export { describeDevice } from './devices.ts';
export { eraseAccount, profileOf } from './personal-data.ts';
export { requireFreshSecondStep } from './two-step.ts';
