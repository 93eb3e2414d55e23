import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** Credentials never reach the log: session cookies, API keys, passwords. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
];

/** A PostgreSQL error, as pg and PGlite throw it: a SQLSTATE code and the server's fields. */
interface DatabaseError extends Error {
  code: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

const isDatabaseError = (error: unknown): error is DatabaseError => {
  const code: unknown = (error as { code?: unknown } | undefined)?.code;
  return (
    error instanceof Error && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error
  );
};

/** A quoted name of ours (a table, a column, a constraint) stays; any other quoted text is a value. */
const withoutValues = (text: string) =>
  text.replace(/"([^"]*)"|'([^']*)'/g, (quoted, name: string | undefined) =>
    name !== undefined && /^[a-z_][a-z0-9_]*$/.test(name) ? quoted : '"[redacted]"',
  );

/**
 * A database error as the log keeps it: the query with its placeholders (knex puts it before
 * the server's message) and the server's code and names, never a bound value. PostgreSQL quotes
 * values in its messages, and its detail and context fields can hold a whole row (an email, an
 * address, a password's hash): those are left out.
 */
function serializeError(error: unknown) {
  // Objection wraps the driver's error (as `nativeError`) in one of its own.
  const native = (error as { nativeError?: unknown } | undefined)?.nativeError ?? error;
  if (!isDatabaseError(native)) return stdSerializers.err(error as Error);
  const { code, severity, table, column, constraint, routine } = native;
  return {
    type: (error as Error).name,
    message: withoutValues(native.message),
    code,
    severity,
    table,
    column,
    constraint,
    routine,
    stack: withoutValues((error as Error).stack ?? ''),
  };
}

/** The request being answered: every line logged while it is carries its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export interface LoggerOptions {
  level?: string;
  destination?: NodeJS.WritableStream;
  /** Lines for a person (pino-pretty) rather than JSON; by default when stdout is a terminal. */
  pretty?: boolean;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const readable = options.pretty ?? (options.destination === undefined && process.stdout.isTTY === true);
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
      mixin: () => requestScope.getStore() ?? {},
    },
    readable
      ? pretty({
          destination: options.destination ?? 1,
          translateTime: 'SYS:HH:MM:ss.l',
          singleLine: true,
          // A request's line says it all in its message; its fields stay in the JSON log.
          ignore: 'pid,hostname,req,res,ms,method,path,status',
        })
      : (options.destination ?? process.stdout),
  );
}
