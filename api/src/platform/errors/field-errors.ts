import type { z } from 'zod';
import type { FieldError } from './app-error.ts';

/** A field's name as a person can read it: quoted when it is empty or holds more than a name does. */
export const fieldName = (key: PropertyKey) => {
  const name = String(key);
  return /^[\w$-]+$/.test(name) ? name : JSON.stringify(name);
};

type Issue = z.core.$ZodIssue;

/**
 * What went wrong with a value that may take one of several shapes: the issues of the shape it
 * came closest to. A shape of another type altogether (an object where an array was sent) is no
 * guide; of the rest, the one with the fewest issues is what the caller meant.
 */
function closestAlternative(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] {
  const options = issue.errors.map((errors) =>
    errors.flatMap((nested) => withPaths(nested, [...issue.path, ...nested.path])),
  );
  const ofTheRightType = options.filter(
    (errors) =>
      !(
        errors.length === 1 &&
        errors[0]!.code === 'invalid_type' &&
        errors[0]!.path.length === issue.path.length
      ),
  );
  const [closest] = (ofTheRightType.length > 0 ? ofTheRightType : options).sort(
    (a, b) => a.length - b.length,
  );
  return closest ?? [issue];
}

function withPaths(issue: Issue, path: PropertyKey[]): Issue[] {
  const placed = { ...issue, path } as Issue;
  return placed.code === 'invalid_union' && placed.errors.length > 0 ? closestAlternative(placed) : [placed];
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues
    .flatMap((issue) => withPaths(issue, issue.path))
    .flatMap((issue) => {
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
