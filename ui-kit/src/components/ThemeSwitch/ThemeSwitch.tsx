import { Switch } from '@ark-ui/react/switch';
import * as styles from './ThemeSwitch.css';

export interface ThemeSwitchProps {
  /** True for the dark trading layout, false for the light marketplace. */
  dark: boolean;
  onChange: (dark: boolean) => void;
  label?: string;
}

/** Switches between the light marketplace and the dark trading layout. */
export function ThemeSwitch({ dark, onChange, label = 'Trading view' }: ThemeSwitchProps) {
  return (
    <Switch.Root
      className={styles.root}
      checked={dark}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.Control className={styles.control}>
        <Switch.Thumb className={styles.thumb} />
      </Switch.Control>
      <Switch.Label className={styles.label}>{label}</Switch.Label>
      <Switch.HiddenInput role="switch" />
    </Switch.Root>
  );
}
