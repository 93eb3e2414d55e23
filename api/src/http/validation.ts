import type { z } from 'zod';
import { AppError, type FieldError } from '../errors/index.ts';

export type InputPart = 'body' | 'query' | 'path' | 'header';

/** A field's name as a person can read it: quoted when it is empty or holds more than a name does. */
const fieldName = (key: PropertyKey) => {
  const name = String(key);
  return /^[\w$-]+$/.test(name) ? name : JSON.stringify(name);
};

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(fieldName).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: base ? `${base}.${fieldName(key)}` : fieldName(key),
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
/** The text parameters (query, path, header) that hold a NUL, which no field takes and PostgreSQL cannot store. */
function nulErrors(value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([, text]) => [text].flat().some((item) => typeof item === 'string' && item.includes('\u0000')))
    .map(([name]) => ({ field: fieldName(name), message: 'contains a NUL character' }));
}

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
