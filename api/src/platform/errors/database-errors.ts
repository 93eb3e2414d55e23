import { AppError, type FieldError } from './app-error.ts';
import { isDiskFull, storageFull } from './storage-full.ts';

/** What each named constraint of the schema means to a person: the field, and a message. */
export type ConstraintMessages = Readonly<Record<string, FieldError>>;

interface PostgresErrorFields {
  code?: unknown;
  detail?: unknown;
  constraint?: unknown;
  column?: unknown;
  table?: unknown;
}

/** SQLSTATE classes we answer as the client's fault; anything else stays a 500. */
const sqlStates: Record<string, { status: number; code: string; title: string; detail: string }> = {
  '23505': { status: 409, code: 'conflict', title: 'Conflict', detail: 'This value is already taken.' },
  '23503': {
    status: 409,
    code: 'reference_conflict',
    title: 'Conflict',
    detail: 'This refers to a record that does not exist, or is still referred to elsewhere.',
  },
  '23514': {
    status: 422,
    code: 'constraint_violation',
    title: 'Unprocessable Content',
    detail: 'A value is outside what is allowed.',
  },
  '23502': {
    status: 422,
    code: 'missing_value',
    title: 'Unprocessable Content',
    detail: 'A required value is missing.',
  },
  '22003': {
    status: 422,
    code: 'number_out_of_range',
    title: 'Unprocessable Content',
    detail: 'A number is too large.',
  },
  '22P02': {
    status: 422,
    code: 'invalid_value',
    title: 'Unprocessable Content',
    detail: 'A value has the wrong type.',
  },
  '40P01': {
    status: 503,
    code: 'try_again',
    title: 'Service Unavailable',
    detail: 'The database was busy with a conflicting change. Try again.',
  },
  '40001': {
    status: 503,
    code: 'try_again',
    title: 'Service Unavailable',
    detail: 'The database was busy with a conflicting change. Try again.',
  },
};

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A socket's codes for a server refused, cut off, or not answering in time. */
export const UNREACHABLE_SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_SQL_STATE = /^(08...|57P0[123])$/;
// knex puts the query before the driver's message: "SELECT … - Connection terminated unexpectedly".
const UNREACHABLE_MESSAGE =
  /(^|- )(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether the database's driver or pool say the server cannot be reached: a connection refused,
 * cut or timed out (the socket's codes), PostgreSQL's connection exceptions (class 08) and its
 * shutting down or starting up (57P01–57P03), a connection that ended under a query, or no
 * connection to be had before the pool's deadline.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const original = (error as { nativeError?: unknown }).nativeError ?? error;
  if (typeof original !== 'object' || original === null) return false;
  const { code, message, name } = original as { code?: unknown; message?: unknown; name?: unknown };
  return (
    name === 'KnexTimeoutError' ||
    (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQL_STATE.test(code))) ||
    (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message))
  );
}

/** 503 with Retry-After: a change cut short is rolled back by the database, and can be sent again. */
const databaseUnavailable = (cause: unknown) =>
  new AppError({
    status: 503,
    code: 'database_unavailable',
    title: 'Service Unavailable',
    detail: `The database cannot be reached just now (it may be restarting): try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });

/** Objection wraps driver errors; the fields we read live on the original. */
function postgresFields(error: unknown): PostgresErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { nativeError?: unknown }).nativeError ?? error;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const fields = candidate as PostgresErrorFields;
  return typeof fields.code === 'string' ? fields : undefined;
}

/**
 * A mapper from a PostgreSQL error (from pg or PGlite, raw or wrapped by Objection) to an AppError
 * a person can act on, or undefined when the error is not the client's doing. Each domain brings
 * the messages of its own constraints; the composition root gathers them (`domains.ts`).
 */
export const databaseErrorMapper =
  (constraintMessages: ConstraintMessages) =>
  (error: unknown): AppError | undefined => {
    if (isDatabaseUnreachable(error)) return databaseUnavailable(error);
    // The database's disk or the media folder's: either way nothing was kept.
    if (isDiskFull(error)) return storageFull(error);
    const fields = postgresFields(error);
    if (!fields) return undefined;

    // Deleting a referenced row: 23001 where the key is ON DELETE RESTRICT (PostgreSQL 18), 23503 before.
    const deletesReferencedRow =
      fields.code === '23001' ||
      (fields.code === '23503' && String(fields.detail).includes('still referenced'));
    if (deletesReferencedRow) {
      return new AppError({
        status: 409,
        code: 'still_referenced',
        title: 'Conflict',
        detail: 'This record is still used by other records and cannot be removed.',
        cause: error,
      });
    }

    const state = sqlStates[fields.code as string];
    if (!state) return undefined;
    const constraint = typeof fields.constraint === 'string' ? fields.constraint : undefined;
    const known = constraint ? constraintMessages[constraint] : undefined;
    const column = typeof fields.column === 'string' ? fields.column : undefined;
    const errors: FieldError[] | undefined = known
      ? [known]
      : column
        ? [{ field: column, message: state.detail }]
        : undefined;

    return new AppError({
      status: state.status,
      code: state.code,
      title: state.title,
      detail: known?.message ?? state.detail,
      errors,
      cause: error,
    });
  };
