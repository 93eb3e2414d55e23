import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string } = {}): Logger {
  return pino({
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
      censor: '[redacted]',
    },
  });
}
