import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import * as Dialog from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  /** The button that asks: its text, and its name for screen readers where the text is short. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerTone?: ButtonProps['tone'];
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while `onConfirm` runs: `Deleting...`. */
  pendingLabel: string;
  cancelLabel?: string;
  /** Runs the action; the dialog closes when it resolves, and stays open (to try again) when it throws. */
  onConfirm: () => Promise<void>;
}

/** Asks before an action that cannot be undone (delete, revoke): an alert dialog, Keep it or go on. */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerTone = 'ghost',
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Keep it',
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller has said what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button tone={triggerTone} size="small" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button tone="ghost">{cancelLabel}</Button>
          </Dialog.CloseTrigger>
          <Button tone="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? pendingLabel : confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
