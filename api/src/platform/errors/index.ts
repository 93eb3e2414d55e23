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
