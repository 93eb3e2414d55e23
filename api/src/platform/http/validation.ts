import type { z } from 'zod';
import { AppError, fieldErrors, fieldName, type FieldError } from '../errors/index.ts';

export type InputPart = 'body' | 'query' | 'path' | 'header';

/** The text parameters (query, path, header) that hold a NUL, which no field takes and PostgreSQL cannot store. */
function nulErrors(value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([, text]) => [text].flat().some((item) => typeof item === 'string' && item.includes('\u0000')))
    .map(([name]) => ({ field: fieldName(name), message: 'contains a NUL character' }));
}

/**
 * Validates one part of a request. A body that fails is 422 (it parsed, but its content is
 * wrong); a query string or path that fails is 400.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const refusedText = part === 'body' ? [] : nulErrors(value);
  const result = refusedText.length === 0 ? schema.safeParse(value) : undefined;
  if (result?.success) return result.data;
  const errors = result ? fieldErrors(result.error) : refusedText;
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
