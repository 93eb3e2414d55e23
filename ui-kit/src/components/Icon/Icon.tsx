import * as styles from './Icon.css';

export type IconName = keyof typeof styles.icons;

export interface IconProps {
  name: IconName;
  /** In a line of text, as tall as its letters (a control's icon otherwise). */
  inline?: boolean;
}

/** A line icon (lucide) in the text colour, drawn by the stylesheet; hidden from screen readers. */
export function Icon({ name, inline = false }: IconProps) {
  return (
    <span
      className={inline ? `${styles.icons[name]} ${styles.inline}` : styles.icons[name]}
      aria-hidden="true"
    />
  );
}
