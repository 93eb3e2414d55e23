export {
  AppError,
  invalidField,
  invalidFields,
  notFound,
  secondsUntilWindowFrees,
  tooManyRequests,
  type AppErrorOptions,
  type FieldError,
} from './app-error.ts';
export {
  databaseErrorMapper,
  isDatabaseUnreachable,
  UNREACHABLE_SOCKET_CODES,
  type ConstraintMessages,
} from './database-errors.ts';
export { fieldErrors, fieldName } from './field-errors.ts';
export { isDiskFull, storageFull, STORAGE_FULL_RETRY_AFTER_SECONDS } from './storage-full.ts';
