import type { z } from 'zod';
import { AppError, type FieldError } from '../errors/index.ts';

export type InputPart = 'body' | 'query' | 'path' | 'header';

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: base ? `${base}.${key}` : key,
        message: 'Unknown field: remove it.',
      }));
    }
    return [{ field: base || '(root)', message: issue.message }];
  });
}

/**
 * Validates one part of a request. A body that fails is 422 (it parsed, but its content is
 * wrong); a query string or path that fails is 400.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = errors[0] as FieldError;
  throw new AppError({
    status: part === 'body' ? 422 : 400,
    code: 'validation_failed',
    title: part === 'body' ? 'Unprocessable Content' : 'Bad Request',
    detail:
      errors.length === 1
        ? `${first.field}: ${first.message}`
        : `${errors.length} ${part === 'path' ? 'path parameters' : `${part} fields`} are invalid; see errors.`,
    errors,
  });
}
