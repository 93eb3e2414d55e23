import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../accounts/account-values.contract.ts';
import type { DatabaseOptions } from './database/database.ts';

const environmentSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  RAWEX_DATA_DIR: z.string().min(1).default('.data'),
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RAWEX_ADMIN_EMAIL: z.email({ error: 'RAWEX_ADMIN_EMAIL must be an email address' }).optional(),
  RAWEX_ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `RAWEX_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .optional(),
});

export interface Config {
  database: DatabaseOptions;
  port: number;
  host: string | undefined;
  /** Embedded database files and uploads live under it. */
  dataDirectory: string;
  uploadsDirectory: string;
  logLevel: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** The administrator `rawex start` makes sure of, when both are set. */
  admin: { email: string; password: string } | undefined;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDirectory = path.resolve(env.RAWEX_DATA_DIR);
  return {
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', directory: path.join(dataDirectory, 'pglite') },
    port: env.PORT,
    host: env.HOST,
    dataDirectory,
    uploadsDirectory: path.join(dataDirectory, 'uploads'),
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS.map((origin) => new URL(origin).origin),
    trustProxy: env.TRUST_PROXY === 'true',
    admin:
      env.RAWEX_ADMIN_EMAIL && env.RAWEX_ADMIN_PASSWORD
        ? { email: env.RAWEX_ADMIN_EMAIL.toLowerCase(), password: env.RAWEX_ADMIN_PASSWORD }
        : undefined,
  };
}
