export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  status: number;
  /** Stable, machine-readable: clients branch on it, so it never changes once published. */
  code: string;
  title: string;
  detail: string;
  errors?: FieldError[];
  /** RFC 9457 extension members, answered beside the standard ones. */
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type services throw; the error middleware turns it into problem+json. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  readonly extensions: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(options: AppErrorOptions) {
    super(options.detail, { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title;
    this.detail = options.detail;
    this.errors = options.errors;
    this.extensions = options.extensions ?? {};
    this.headers = options.headers ?? {};
  }
}

export const notFound = (detail: string, code = 'not_found') =>
  new AppError({ status: 404, code, title: 'Not Found', detail });

/** A limit reached: 429 with Retry-After, the whole seconds until `retryAfterSeconds` (at least 1). */
export const tooManyRequests = (code: string, detail: string, retryAfterSeconds: number) =>
  new AppError({
    status: 429,
    code,
    title: 'Too Many Requests',
    detail,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** Seconds until the oldest of the events counted in a sliding window leaves it. */
export const secondsUntilWindowFrees = (oldest: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));

/** Invalid body fields, answered like the edge validation answers them. */
export const invalidFields = (errors: FieldError[]) =>
  new AppError({
    status: 422,
    code: 'validation_failed',
    title: 'Unprocessable Content',
    // Each field named, so a client that shows only the detail (the CLI) still says what to fix.
    detail: errors.map((error) => `${error.field}: ${error.message}`).join('; '),
    errors,
  });

/** One invalid body field, answered like the edge validation answers it. */
export const invalidField = (field: string, message: string) => invalidFields([{ field, message }]);
