import { TextField } from '@rawex/ui-kit';
import type { FormEvent } from 'react';

/** A form's text field by name. */
export const textOf = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '').trim();

/** The password a person gives to prove it is them, as their password manager fills it. */
export function CurrentPasswordField({
  label = 'Your password',
  name = 'password',
}: {
  label?: string;
  name?: string;
}) {
  return <TextField label={label} name={name} type="password" autoComplete="current-password" required />;
}
