import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '../Link/Link';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {}

/** The kit's button: primary, secondary, ghost or danger; small, medium or icon-sized. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, className, type = 'button', ...props },
  ref,
) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...props} />;
});

export interface ButtonLinkProps extends LinkProps, ButtonVariants {}

/** A link that looks like a button. */
export function ButtonLink({ tone, size, fullWidth, className, ...props }: ButtonLinkProps) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
