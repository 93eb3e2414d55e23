import { Switch } from '../Switch/Switch';

export interface ThemeSwitchProps {
  /** True for the dark trading layout, false for the light marketplace. */
  dark: boolean;
  onChange: (dark: boolean) => void;
  label?: string;
}

/** Switches between the light marketplace and the dark trading layout. */
export function ThemeSwitch({ dark, onChange, label = 'Trading view' }: ThemeSwitchProps) {
  return <Switch label={label} checked={dark} onChange={onChange} />;
}
