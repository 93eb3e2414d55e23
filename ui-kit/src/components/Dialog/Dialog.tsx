import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { FormHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import * as styles from './Dialog.css';

export type DialogPlacement = 'center' | 'end' | 'bottom';

export type RootProps = ArkDialog.RootProps;

/** Holds the open state; content mounts when opened and leaves when closed. */
export function Root(props: RootProps) {
  return <ArkDialog.Root lazyMount unmountOnExit {...props} />;
}

export const Trigger = ArkDialog.Trigger;

export interface ContentProps extends ArkDialog.ContentProps {
  /** `center` for a dialog, `end` for a side drawer, `bottom` for a phone's bottom sheet. */
  placement?: DialogPlacement;
}

/** The dialog box over a dimmed page; focus stays inside until it closes, Escape closes it. */
export function Content({ placement = 'center', className, ...props }: ContentProps) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner({ placement })}>
        <ArkDialog.Content
          className={[styles.content({ placement }), className].filter(Boolean).join(' ')}
          data-placement={placement}
          {...props}
        />
      </ArkDialog.Positioner>
    </Portal>
  );
}

export interface HeaderProps {
  children: ReactNode;
  /** The close button's name for screen readers. */
  closeLabel?: string;
}

/** The title row with its close button. */
export function Header({ children, closeLabel = 'Close' }: HeaderProps) {
  return (
    <div className={styles.header}>
      <ArkDialog.Title className={styles.title}>{children}</ArkDialog.Title>
      <ArkDialog.CloseTrigger className={styles.close} aria-label={closeLabel}>
        ×
      </ArkDialog.CloseTrigger>
    </div>
  );
}

export function Description(props: ArkDialog.DescriptionProps) {
  return <ArkDialog.Description className={styles.description} {...props} />;
}

export function Body({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[styles.body, className].filter(Boolean).join(' ')} {...props} />;
}

/**
 * A form holding the body and footer: the body scrolls and the footer stays in sight, however
 * many fields the form has.
 */
export function Form(props: FormHTMLAttributes<HTMLFormElement>) {
  return <form className={styles.form} noValidate {...props} />;
}

export function Footer(props: HTMLAttributes<HTMLDivElement>) {
  return <div className={styles.footer} {...props} />;
}

export const CloseTrigger = ArkDialog.CloseTrigger;
