import { Clipboard } from '@ark-ui/react/clipboard';
import { PasswordInput } from '@ark-ui/react/password-input';
import { button } from '../Button/Button.css';
import { FieldMessages, useFieldIds } from '../TextField/TextField';
import * as styles from './SecretField.css';

export interface SecretFieldProps {
  label: string;
  value: string;
  /** Editable when given; read-only otherwise. */
  onChange?: (value: string) => void;
  /** Offers a Copy button that puts the whole secret on the clipboard. */
  copyable?: boolean;
  hint?: string;
  error?: string;
  name?: string;
}

/** A token or key: hidden until shown (Ark's PasswordInput), with an optional Copy. */
export function SecretField({ label, value, onChange, copyable, hint, error, name }: SecretFieldProps) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <PasswordInput.Root className={styles.root} invalid={Boolean(error)} ignorePasswordManagers>
      <PasswordInput.Label className={styles.label}>{label}</PasswordInput.Label>
      <div className={styles.row}>
        <PasswordInput.Control className={styles.control}>
          <PasswordInput.Input
            className={styles.input}
            value={value}
            name={name}
            readOnly={!onChange}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={describedBy}
            onChange={(event) => onChange?.(event.target.value)}
          />
        </PasswordInput.Control>
        <PasswordInput.VisibilityTrigger className={button({ tone: 'secondary', size: 'small' })}>
          <PasswordInput.Indicator fallback="Show">Hide</PasswordInput.Indicator>
        </PasswordInput.VisibilityTrigger>
        {copyable && (
          <Clipboard.Root value={value}>
            <Clipboard.Trigger
              className={button({ tone: 'secondary', size: 'small' })}
              aria-label={`Copy ${label}`}
            >
              <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
            </Clipboard.Trigger>
          </Clipboard.Root>
        )}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </PasswordInput.Root>
  );
}
