import * as styles from './Icon.css';

export type IconName = keyof typeof styles.icons;

export interface IconProps {
  name: IconName;
}

/** A line icon (lucide) in the text colour, drawn by the stylesheet; hidden from screen readers. */
export function Icon({ name }: IconProps) {
  return <span className={styles.icons[name]} aria-hidden="true" />;
}
