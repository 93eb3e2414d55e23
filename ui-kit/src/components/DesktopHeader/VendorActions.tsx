import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavEntry } from '../../model';
import { Link } from '../Link/Link';
import * as styles from './DesktopHeader.css';

/**
 * Selling ▾: the vendor actions as a disclosure of links (the site-navigation pattern), which
 * closes on Escape, on a click elsewhere, when focus leaves it, or when a link is followed.
 */
export function VendorActions({ actions }: { actions: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    trigger.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className={styles.disclosure} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <button
        ref={trigger}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Selling ▾
      </button>
      <ul id={panelId} className={styles.menu} hidden={!open}>
        {actions.map((action) => (
          <li key={action.href}>
            <Link className={styles.menuItem} href={action.href} onClick={() => setOpen(false)}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
