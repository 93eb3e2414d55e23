import { RawexApiError } from '@rawex/client';

/** What the storefront needs of an API contract (a zod schema) to check a form with it. */
interface Contract<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** "is required" under Product name reads "Product name is required"; a whole sentence stays as it is. */
const sentence = (label: string, message: string) =>
  /^[a-z]/.test(message) ? `${label} ${message}` : message;

function byField<Field extends string>(
  refusals: Iterable<{ field: string; message: string }>,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of refusals) {
    const name = field.replace(/^body\./, '').split('.')[0] as Field;
    if (name in labels && !errors[name]) errors[name] = sentence(labels[name], message);
  }
  return errors;
}

/**
 * Checks a form with the API's own schema, so a rule is written once: the body to send, or the
 * schema's message for each field at fault, under the field's label.
 */
export function checkAgainst<T, Field extends string>(
  contract: Contract<T>,
  input: unknown,
  labels: Record<Field, string>,
): { data: T; errors?: never } | { data?: never; errors: FieldErrors<Field> } {
  const result = contract.safeParse(input);
  if (result.success) return { data: result.data };
  const refusals = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { errors: byField(refusals, labels) };
}

/** The API's refusal of single fields, phrased as `checkAgainst` phrases them; empty for anything else. */
export function refusedFields<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
): FieldErrors<Field> {
  return error instanceof RawexApiError ? byField(error.errors, labels) : {};
}
