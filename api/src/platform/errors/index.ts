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
export { databaseErrorMapper, isDatabaseUnreachable, type ConstraintMessages } from './database-errors.ts';
export { fieldErrors, fieldName } from './field-errors.ts';
