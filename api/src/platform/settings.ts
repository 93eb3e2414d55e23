import type { DatabaseOptions } from './database/database.ts';
import type { StorageSettings } from './file-storage.ts';
import type { AddressLimits } from './http/address-limits.ts';
import type { MailSettings } from './mail/mailer.ts';

/**
 * The settings every process runs with, read from the environment by `loadConfig` (the
 * composition root's `config.ts`, which checks each domain's own values too).
 */

export interface Config {
  database: DatabaseOptions;
  /** A streaming replica for the public catalogue's reads, and how far behind it may fall. */
  replica: { url: string; maxLagSeconds: number } | undefined;
  port: number;
  host: string | undefined;
  /** Embedded database files and uploads live under it. */
  dataDirectory: string;
  /** Free space kept on the data folder's disk: under it, changes are refused (`watchDiskSpace`). */
  diskReserveBytes: number;
  uploadsDirectory: string;
  /** Where media live: `uploadsDirectory`, or a bucket when S3_BUCKET is set. */
  storage: StorageSettings;
  logLevel: string;
  corsOrigins: string[];
  /**
   * Reverse proxies in front of RawEx that append to X-Forwarded-For: a client's address is taken
   * that many entries from the right (0: the socket's address; X-Forwarded-* ignored).
   */
  trustedProxyHops: number;
  /** Where those proxies connect from (CIDRs): X-Forwarded-For from any other peer is ignored. */
  trustedProxies: string[];
  /** Requests one client address may make a minute, by kind; 0 leaves a kind unlimited. */
  addressLimits: AddressLimits;
  /** Catalogue pages are read once per version of the catalogue and kept (RAWEX_KEEP_LISTS). */
  keepCatalogueLists: boolean;
  /**
   * `rawex start` gives three demo accounts (a buyer, a supplier, an administrator) a password and
   * prints them: on the embedded demo database unless told otherwise, never on DATABASE_URL unless asked.
   */
  demoSignIns: boolean;
  /** The administrator `rawex start` makes sure of, when both are set. */
  admin: { email: string; password: string } | undefined;
  /** A stop (SIGTERM, SIGINT) ends the process within this, whatever is still running. */
  stopTimeoutMs: number;
  events: EventSettings;
}

/** What the events reaching people and systems need: emails, links, webhooks, order expiry. */
export interface EventSettings {
  marketplaceName: string;
  /** The address links in emails point at. */
  publicUrl: string;
  mail: MailSettings;
  /**
   * The key the secrets kept in the database are sealed with (`../platform/secrets.ts`):
   * RAWEX_SECRETS_KEY, or the data directory's key file, made the first time it is asked for.
   */
  secretsKey: () => Buffer;
  /** How often a person may get an email of a coalesced kind (new requests, messages): the rest wait and go together. */
  emailDigestIntervalMs: number;
  webhooks: {
    /** Multiplies the retry schedule (5 s … 10 h): tests run it at 0.001. */
    retryScale: number;
    /** Lets endpoints on loopback, private and link-local addresses, on any port, receive deliveries. */
    allowPrivateAddresses: boolean;
    /** The ports endpoints may use: 80 and 443 unless told. */
    ports?: readonly number[];
    /** The deadline of a whole delivery, from connecting to the answer's status: 10 s unless told. */
    deadlineMs?: number;
  };
  /**
   * Where the exchange rates job fetches the ECB's reference rates (RAWEX_FX_RATES_URL) and at
   * which hour of each day, UTC (RAWEX_FX_RATES_HOUR, 16 unless told: the ECB publishes about
   * 16:00 CET). None: no rates are fetched, only imported (`rawex rates import`).
   */
  fxRates?: { url: string; hour: number };
  /**
   * The operator's collection account for protected orders (RAWEX_PROTECTION_IBAN, _BIC and
   * _HOLDER), applied at start unless an administrator has set one.
   */
  protection?: {
    collectionAccount?: { accountHolder: string; iban: string; bic: string };
    /**
     * The most a payee's bank may keep of a payout it returns (RAWEX_PAYOUT_RETURN_FEE, 15.00
     * unless told): a return short by more waits for an operator.
     */
    returnFee?: string;
  };
  /** The VAT the operator charges on its commission invoices, in percent (RAWEX_COMMISSION_VAT_PERCENT). */
  commissionVatPercent?: number;
  /**
   * The operator as its commission invoices name it (RAWEX_OPERATOR_LEGAL_NAME, _ADDRESS, _COUNTRY
   * and _TAX_ID); the marketplace's name alone unless told.
   */
  operator?: { name: string; legalName?: string; address?: string; country?: string; taxId?: string };
  orders: {
    /** A pending order its supplier has not confirmed within this is cancelled. */
    confirmWithinHours: number;
    /** Pending orders a buyer may hold at once. */
    maxPendingPerBuyer: number;
  };
}
