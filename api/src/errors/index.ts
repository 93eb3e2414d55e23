export { AppError, invalidField, notFound, type AppErrorOptions, type FieldError } from './app-error.ts';
export { mapDatabaseError } from './database-errors.ts';
