import type { z } from 'zod';
import type { FieldError } from './app-error.ts';

/** A field's name as a person can read it: quoted when it is empty or holds more than a name does. */
export const fieldName = (key: PropertyKey) => {
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
