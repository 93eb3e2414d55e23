import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as styles from './TextField.css';

interface FieldFrame {
  label: string;
  /** Shown under the field in red; marks the field invalid for screen readers. */
  error?: string;
  /** Help under the field, e.g. "At least 10 characters". */
  hint?: string;
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}
export interface TextAreaFieldProps
  extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A field's id and the ids of its hint and error, for aria-describedby. */
export function useFieldIds(error: string | undefined, hint: string | undefined) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

/** A field's hint and error under it, with the ids `useFieldIds` describes it by. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ label, error, hint, className, required, ...input }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({ label, error, hint, className, required, ...textarea }: TextAreaFieldProps) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        className={[styles.control, styles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...textarea}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
