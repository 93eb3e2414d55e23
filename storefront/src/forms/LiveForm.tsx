import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import * as page from '../styles/page.css';

export interface LiveFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** How its fields are laid out: one above another unless told. */
  className?: string;
}

/**
 * A form whose fields stay disabled until the page's code runs: a choice made before then would be
 * lost when the code takes over, and a form sent before then would go out as the browser's own
 * GET, a password in the address. The app checks the fields itself (no browser bubbles).
 */
export function LiveForm({ onSubmit, children, className = page.form }: LiveFormProps) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className={className} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
