import * as switchStyles from '../Switch/Switch.css';
import * as styles from './ThemeSwitch.css';

export interface ThemeSwitchProps {
  /** True for the dark trading layout, false for the light marketplace. */
  dark: boolean;
  onChange: (dark: boolean) => void;
  label?: string;
}

/**
 * Switches between the light marketplace and the dark trading layout. It is in every page's
 * header, so it is a plain button with the switch role, drawn as the kit's Switch, without the
 * Switch's code: nothing to send with a form, nothing more to do than flip.
 */
export function ThemeSwitch({ dark, onChange, label = 'Trading view' }: ThemeSwitchProps) {
  const state = dark ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={`${switchStyles.root} ${styles.button}`}
      onClick={() => onChange(!dark)}
    >
      <span className={switchStyles.control} data-state={state}>
        <span className={switchStyles.thumb} data-state={state} />
      </span>
      <span className={switchStyles.label}>{label}</span>
    </button>
  );
}
