import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Keeps the label for screen readers only, where the row already says what it switches. */
  hideLabel?: boolean;
  name?: string;
}

/** An on/off switch on Ark's Switch: a real checkbox with the switch role, Space toggles it. */
export function Switch({ label, checked, onChange, disabled, hideLabel, name }: SwitchProps) {
  return (
    <ArkSwitch.Root
      className={styles.root}
      checked={checked}
      disabled={disabled}
      name={name}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={hideLabel ? visuallyHidden : styles.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
