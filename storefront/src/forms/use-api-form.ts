import { useState, type FormEvent } from 'react';
import { fieldMessages, whatWentWrong } from '../data/client';

export type FormErrors = Record<string, string>;

/**
 * A form that sends to the API: its values, its errors by field (`form` for the rest) and whether
 * it is sending. `submit` checks the values first; the API's refusals land on the fields it names.
 */
export function useApiForm<Values>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (
    validate: (values: Values) => FormErrors,
    send: (values: Values) => Promise<void>,
    failure: string,
  ) => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      const messages = fieldMessages(error);
      setErrors(Object.keys(messages).length > 0 ? messages : { form: whatWentWrong(error, failure) });
    } finally {
      setBusy(false);
    }
  };
  /**
   * A form's submit handler: the values checked with the API's own contract (`checked`, as
   * `checkAgainst` answers), then the body it gives sent.
   */
  const submitChecked =
    <Body>(
      checked: (values: Values) => { data?: Body; errors?: FormErrors },
      send: (body: Body, values: Values) => Promise<void>,
      failure: string,
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      void submit(
        (current) => checked(current).errors ?? {},
        (current) => send(checked(current).data!, current),
        failure,
      );
    };
  /** Changes one field, on top of any change not rendered yet. */
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return {
    values,
    set,
    setValues,
    errors,
    setErrors,
    busy,
    submit,
    submitChecked,
    reset: () => setValues(initial),
  };
}
