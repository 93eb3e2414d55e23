export { startTestApi, TestClient, type TestApi, type TestResponse } from './test-api.ts';
export { startSecondApi, type SecondApi } from './second-api.ts';
export { migrateBefore } from '../schema.ts';
export {
  availableDatabaseKinds,
  configuredDatabaseKind,
  createServerDatabase,
  createTestDatabase,
  TEMPLATE_DATABASE_VARIABLE,
  PGLITE_TEMPLATE_VARIABLE,
  makeMigratedDataFolder,
  migratedPgliteFiles,
  type ServerDatabase,
} from './test-database.ts';
export {
  enrollTotp,
  letSecondStepGoStale,
  signInAgain,
  signInAsAdmin,
  secondStepCode,
  signUp,
  TEST_PASSWORD,
  totpCode,
  type SignedIn,
} from './accounts.ts';
export { listProduct, recordPaidInFull, seedTrade, type Trade } from './trade.ts';
export { cocoaLot, moveAuctionClose, verifiedBidders } from './auctions.ts';
export {
  invitationToken,
  joinByInvitation,
  MAILED_SITE,
  seedCoffeeTrade,
  startMailedTestApi,
  washedArabica,
  PROTECTION_ENVIRONMENT,
} from './companies.ts';
export { eventually, startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
export { startS3Server, type TestS3Server } from './s3-server.ts';
export { startWebhookReceiver, type ReceivedDelivery } from './webhook-receiver.ts';
export { camt053, type CamtBalance, type CamtLine } from './bank-statements.ts';
export { SMALL_PDF, uploadAttachment } from './attachments.ts';
export { softwarePasskey } from './software-passkey.ts';
export { referenceRatesFile, type RatesOfDays } from './reference-rates.ts';
