import { Alert } from '@rawex/ui-kit';
import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

type KeysOfType<Values, Type> = {
  [Key in keyof Values]: Values[Key] extends Type ? Key : never;
}[keyof Values];

/** The attributes of a field for an amount: a number of 0 or more, with a decimal keypad on phones. */
export const AMOUNT_INPUT = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;

/**
 * A console form the spec gives no submit behaviour: it checks its fields like any form, and once
 * they are right says plainly that nothing is sent (`accepted`), never pretending to succeed.
 */
export function useSampleForm<Values extends object>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Values>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [accepted, setAccepted] = useState(false);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setAccepted(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setAccepted(Object.values(found).every((message) => !message));
  };
  /** A text field's value, change handler and error, to spread on a TextField. */
  const field = <Key extends KeysOfType<Values, string>>(key: Key) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as Values[Key]),
  });
  return { values, set, field, errors, accepted, submit };
}

/** Said under a console form whose fields are right: nothing was created. */
export function NotSentOnSampleData({ what }: { what: string }) {
  return (
    <Alert tone="info" title="Not submitted: this console shows sample data">
      The {what} is filled in correctly, but submitting is not available on sample data, so nothing was
      created.
    </Alert>
  );
}

/** Field rules the console forms share; each returns a message, or undefined when the value is right. */
export const check = {
  required: (value: string, what: string) => (value.trim() === '' ? `${what} is required.` : undefined),
  positiveNumber(value: string, what: string) {
    if (value.trim() === '') return `${what} is required.`;
    const number = Number(value);
    if (!Number.isFinite(number)) return `${what} must be a number.`;
    return number > 0 ? undefined : `${what} must be more than 0.`;
  },
  futureDate(value: string, what: string, now: number) {
    if (value === '') return `${what} is required.`;
    const time = Date.parse(`${value}T23:59:59Z`);
    if (Number.isNaN(time)) return `${what} must be a date.`;
    return time > now ? undefined : `${what} must be in the future.`;
  },
};
