import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** Credentials never reach the log: session cookies, API keys, passwords. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
];

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
