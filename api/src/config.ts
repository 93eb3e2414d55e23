import path from 'node:path';
import { validateBIC, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './accounts/account-values.contract.ts';
import { scryptNSchema } from './accounts/passwords.ts';
import { DEFAULT_ADDRESS_LIMITS } from './platform/http/address-limits.ts';
import { DEFAULT_TRUSTED_PROXIES, isCidr } from './platform/http/client-address.ts';
import { keyFileSecretsKey, parseSecretsKey, SECRETS_KEY_FORMAT } from './platform/secrets.ts';
import type { Config } from './platform/settings.ts';
import { SEPA_NAME } from './payments/bank-accounts.contract.ts';

const FX_RATES_HOUR = 'RAWEX_FX_RATES_HOUR must be an hour of the day (UTC), 0 to 23';

const environmentSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  DATABASE_REPLICA_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_REPLICA_URL must be a postgres:// URL' })
    .optional(),
  RAWEX_REPLICA_MAX_LAG_S: z.coerce.number().positive().default(10),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  RAWEX_DATA_DIR: z.string().min(1).default('.data'),
  RAWEX_DISK_RESERVE_MB: z.coerce
    .number({ error: 'RAWEX_DISK_RESERVE_MB must be a number of megabytes' })
    .int('RAWEX_DISK_RESERVE_MB must be a whole number of megabytes')
    .min(0, 'RAWEX_DISK_RESERVE_MB cannot be negative')
    .default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ error: 'CORS_ORIGINS must be a comma-separated list of origins like https://shop.example' }),
      ),
    ),
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)], {
      error: 'TRUST_PROXY must be true, false or the number of reverse proxies in front of RawEx (0–10)',
    })
    .default('false')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : value)),
  TRUST_PROXY_FROM: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? [...DEFAULT_TRUSTED_PROXIES] : value.split(',').map((cidr) => cidr.trim()),
    )
    .pipe(
      z.array(
        z.string().refine(isCidr, {
          error: 'TRUST_PROXY_FROM must be a comma-separated list of networks like 10.0.0.0/8 or fd00::/8',
        }),
      ),
    ),
  RAWEX_READS_PER_MINUTE: z.coerce.number().int().min(0).default(DEFAULT_ADDRESS_LIMITS.reads),
  RAWEX_WRITES_PER_MINUTE: z.coerce.number().int().min(0).default(DEFAULT_ADDRESS_LIMITS.writes),
  RAWEX_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(0).default(DEFAULT_ADDRESS_LIMITS.signIns),
  RAWEX_ADMIN_EMAIL: z.email({ error: 'RAWEX_ADMIN_EMAIL must be an email address' }).optional(),
  RAWEX_ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `RAWEX_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .optional(),
  RAWEX_DEMO_SIGN_INS: z
    .enum(['true', 'false'], { error: 'RAWEX_DEMO_SIGN_INS must be true or false' })
    .optional(),
  RAWEX_PUBLIC_URL: z.url({ error: 'RAWEX_PUBLIC_URL must be the address people open RawEx at' }).optional(),
  RAWEX_MARKETPLACE_NAME: z.string().min(1).default('RawEx'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  RAWEX_WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1000).default(1),
  RAWEX_SECRETS_KEY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const key = parseSecretsKey(value);
      if (!key) context.addIssue({ code: 'custom', message: SECRETS_KEY_FORMAT });
      return key;
    }),
  RAWEX_KEEP_LISTS: z
    .enum(['true', 'false'], { error: 'RAWEX_KEEP_LISTS must be true or false' })
    .default('true'),
  RAWEX_EMAIL_DIGEST_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  RAWEX_WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  RAWEX_WEBHOOK_PORTS: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5})*$/, 'RAWEX_WEBHOOK_PORTS must be port numbers separated by commas: 443,8443')
    .transform((ports) => ports.split(',').map(Number))
    .optional(),
  RAWEX_PROTECTION_IBAN: z
    .string()
    .transform((iban) => iban.replace(/\s/g, '').toUpperCase())
    .refine((iban) => validateIBAN(iban).valid, 'RAWEX_PROTECTION_IBAN must be a valid IBAN')
    .optional(),
  RAWEX_PROTECTION_BIC: z
    .string()
    .refine((bic) => validateBIC(bic).valid, 'RAWEX_PROTECTION_BIC must be a valid BIC (8 or 11 characters)')
    .optional(),
  RAWEX_PROTECTION_HOLDER: z
    .string()
    .min(1)
    .max(70, 'RAWEX_PROTECTION_HOLDER can be at most 70 characters: payment files carry no more')
    .regex(
      SEPA_NAME,
      "RAWEX_PROTECTION_HOLDER may hold only letters without accents, digits, spaces and / - ? : ( ) . , ' +",
    )
    .optional(),
  RAWEX_PAYOUT_RETURN_FEE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'RAWEX_PAYOUT_RETURN_FEE must be an amount, like 15.00')
    .default('15.00'),
  RAWEX_COMMISSION_VAT_PERCENT: z.coerce
    .number({ error: 'RAWEX_COMMISSION_VAT_PERCENT must be a percentage, like 19' })
    .min(0, 'RAWEX_COMMISSION_VAT_PERCENT cannot be negative')
    .max(100, 'RAWEX_COMMISSION_VAT_PERCENT can be at most 100')
    .default(0),
  RAWEX_OPERATOR_LEGAL_NAME: z.string().min(1).max(200).optional(),
  RAWEX_OPERATOR_ADDRESS: z.string().min(1).max(500).optional(),
  RAWEX_OPERATOR_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'RAWEX_OPERATOR_COUNTRY must be a country code of two capitals, like DE')
    .optional(),
  RAWEX_OPERATOR_TAX_ID: z.string().min(1).max(40).optional(),
  RAWEX_FX_RATES_URL: z
    .url({
      protocol: /^https?$/,
      error: 'RAWEX_FX_RATES_URL must be the http(s) address of an ECB reference rates file',
    })
    .optional(),
  RAWEX_FX_RATES_HOUR: z.coerce
    .number({ error: FX_RATES_HOUR })
    .int(FX_RATES_HOUR)
    .min(0, FX_RATES_HOUR)
    .max(23, FX_RATES_HOUR)
    .default(16),
  RAWEX_ORDER_CONFIRM_HOURS: z.coerce.number().positive().default(168),
  RAWEX_MAX_PENDING_ORDERS: z.coerce.number().int().min(1).default(20),
  RAWEX_STOP_TIMEOUT_S: z.coerce
    .number({ error: 'RAWEX_STOP_TIMEOUT_S must be a number of seconds' })
    .min(1, 'RAWEX_STOP_TIMEOUT_S must be at least 1 second')
    .max(600, 'RAWEX_STOP_TIMEOUT_S must be at most 600 seconds')
    .default(10),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be the address of an S3-compatible server' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  // Read where passwords are hashed; checked here so a bad value stops `rawex start` with the others.
  RAWEX_SCRYPT_N: scryptNSchema,
});

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const protectionParts = [env.RAWEX_PROTECTION_IBAN, env.RAWEX_PROTECTION_BIC, env.RAWEX_PROTECTION_HOLDER];
  if (protectionParts.some(Boolean) && !protectionParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  RAWEX_PROTECTION_IBAN, RAWEX_PROTECTION_BIC and RAWEX_PROTECTION_HOLDER go together: the collection account needs all three',
    );
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_REPLICA_URL: a read replica needs DATABASE_URL, the PostgreSQL server it replicates',
    );
  }
  const dataDirectory = path.resolve(env.RAWEX_DATA_DIR);
  const secretsKey = env.RAWEX_SECRETS_KEY;
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', directory: path.join(dataDirectory, 'pglite') },
    replica: env.DATABASE_REPLICA_URL
      ? { url: env.DATABASE_REPLICA_URL, maxLagSeconds: env.RAWEX_REPLICA_MAX_LAG_S }
      : undefined,
    port: env.PORT,
    host: env.HOST,
    dataDirectory,
    diskReserveBytes: env.RAWEX_DISK_RESERVE_MB * 1024 * 1024,
    uploadsDirectory: path.join(dataDirectory, 'uploads'),
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          // S3-compatible servers mostly want the bucket in the path; AWS wants it in the host.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === 'true',
        }
      : { kind: 'disk', directory: path.join(dataDirectory, 'uploads') },
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    trustedProxyHops: env.TRUST_PROXY,
    trustedProxies: env.TRUST_PROXY_FROM,
    addressLimits: {
      reads: env.RAWEX_READS_PER_MINUTE,
      writes: env.RAWEX_WRITES_PER_MINUTE,
      signIns: env.RAWEX_SIGN_INS_PER_MINUTE,
    },
    keepCatalogueLists: env.RAWEX_KEEP_LISTS === 'true',
    demoSignIns: env.RAWEX_DEMO_SIGN_INS ? env.RAWEX_DEMO_SIGN_INS === 'true' : !env.DATABASE_URL,
    admin:
      env.RAWEX_ADMIN_EMAIL && env.RAWEX_ADMIN_PASSWORD
        ? { email: env.RAWEX_ADMIN_EMAIL.toLowerCase(), password: env.RAWEX_ADMIN_PASSWORD }
        : undefined,
    stopTimeoutMs: env.RAWEX_STOP_TIMEOUT_S * 1000,
    events: {
      marketplaceName: env.RAWEX_MARKETPLACE_NAME,
      publicUrl: (env.RAWEX_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      mail: {
        from: env.MAIL_FROM ?? `${env.RAWEX_MARKETPLACE_NAME} <no-reply@rawex.localhost>`,
        ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : { directory: path.join(dataDirectory, 'mail') }),
      },
      emailDigestIntervalMs: env.RAWEX_EMAIL_DIGEST_MINUTES * 60_000,
      secretsKey: secretsKey ? () => secretsKey : keyFileSecretsKey(dataDirectory),
      webhooks: {
        retryScale: env.RAWEX_WEBHOOK_RETRY_SCALE,
        allowPrivateAddresses: env.RAWEX_WEBHOOK_ALLOW_PRIVATE === 'true',
        ...(env.RAWEX_WEBHOOK_PORTS ? { ports: env.RAWEX_WEBHOOK_PORTS } : {}),
      },
      ...(env.RAWEX_FX_RATES_URL
        ? { fxRates: { url: env.RAWEX_FX_RATES_URL, hour: env.RAWEX_FX_RATES_HOUR } }
        : {}),
      protection: {
        returnFee: env.RAWEX_PAYOUT_RETURN_FEE,
        ...(env.RAWEX_PROTECTION_IBAN && env.RAWEX_PROTECTION_BIC && env.RAWEX_PROTECTION_HOLDER
          ? {
              collectionAccount: {
                accountHolder: env.RAWEX_PROTECTION_HOLDER,
                iban: env.RAWEX_PROTECTION_IBAN,
                bic: env.RAWEX_PROTECTION_BIC,
              },
            }
          : {}),
      },
      commissionVatPercent: env.RAWEX_COMMISSION_VAT_PERCENT,
      operator: {
        name: env.RAWEX_MARKETPLACE_NAME,
        legalName: env.RAWEX_OPERATOR_LEGAL_NAME,
        address: env.RAWEX_OPERATOR_ADDRESS,
        country: env.RAWEX_OPERATOR_COUNTRY,
        taxId: env.RAWEX_OPERATOR_TAX_ID,
      },
      orders: {
        confirmWithinHours: env.RAWEX_ORDER_CONFIRM_HOURS,
        maxPendingPerBuyer: env.RAWEX_MAX_PENDING_ORDERS,
      },
    },
  };
}
