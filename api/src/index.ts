export { createApp, type AppOptions } from './app.ts';
export { loadConfig } from './config.ts';
export type { Config, EventSettings } from './platform/settings.ts';
export {
  openDatabase,
  waitForDatabase,
  type Database,
  type DatabaseKind,
  type DatabaseOptions,
} from './platform/database/database.ts';
export { startJobWorker, JOBS, type WorkerContext } from './jobs.ts';
export { migrateToLatest, rollbackSchema, schemaState } from './schema.ts';
export { prepareSecrets } from './sealed-secrets.ts';
export { WrongSecretsKey } from './platform/secrets.ts';
export type { Worker } from './platform/jobs/job-queue.ts';
export { openReadReplica, type ReadReplica, type ReplicaState } from './platform/database/read-replica.ts';
export type { MigrationState } from './platform/database/migrate.ts';
export { AppError, type FieldError } from './platform/errors/index.ts';
export { mapDatabaseError } from './domains.ts';
export { createLogger, type Logger } from './platform/logger.ts';
export { watchDiskSpace, type DiskSpace } from './platform/disk-space.ts';
export { createAccount, setAccountPassword, signInWithPassword } from './accounts/accounts.service.ts';
export type { AuthUser } from './accounts/actor.ts';
export { addToCart } from './orders/cart.service.ts';
export { addCompanyMember } from './companies/index.ts';
export { checkout } from './orders/checkout.service.ts';
export { changeOrderStatus } from './orders/orders.service.ts';
export { createShipment } from './shipments/shipments.service.ts';
export { recordShipmentEvents } from './shipments/shipment-tracking.service.ts';
export {
  importStatement,
  applyCollectionAccount,
  camtLines,
  collectionAccount,
  issueOrderDocument,
  recordPayment,
  saveBankAccount,
} from './payments/index.ts';
export {
  checkTradeCurrencies,
  importReferenceRates,
  keepReferenceRates,
  type FxRatesImported,
} from './currencies/index.ts';
export { refreshReferencePrices } from './catalogue/reference-prices.ts';
export { SESSION_COOKIE } from './accounts/sessions.ts';
export { pagesCatalogueVersion } from './catalogue/catalogue-version.ts';
export { createProductViews, type ProductViews } from './catalogue/product-views.ts';
export * from './models.ts';
export { MIN_PASSWORD_LENGTH, USER_ROLES, type UserRole } from './accounts/account-values.contract.ts';
export type { RouteContext } from './platform/http/route-context.ts';
export { CATALOGUE_READS } from './api-routes.ts';
export { startServer, type RunningServer } from './server.ts';
export { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from './platform/http/address-limits.ts';
export { produceBlocks, startBlockProducer } from './blockchain/block-producer.ts';
export { seedBlockchain } from './blockchain/blockchain-seed.ts';
export {
  insertProducts,
  PRODUCT_COLUMN_TYPES,
  sqlName,
  type ProductColumn,
} from './catalogue/product-table.ts';
export { copyNewProducts, copyProducts, type ProductCopyRow } from './catalogue/product-copy.ts';
export { contentTypeOf, type FileStorage, type StoredFile } from './media/file-storage.ts';
export { createDiskStorage, type DiskStorage } from './media/disk-storage.ts';
export type { S3Settings } from './platform/file-storage.ts';
export { openStorage } from './media/storage.ts';
export {
  renderedPages,
  staticSite,
  type PageRenderer,
  type PageRequest,
} from './platform/http/static-site.ts';
