import { Button, Dialog } from '@rawex/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { FormProblem } from './FormProblem';

export interface FormDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  /** What the button says while the form is being sent. */
  busyLabel?: string;
  busy: boolean;
  problem: string | null | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding a form: its description and fields, why it could not be sent, Cancel and its button. */
export function FormDialog({
  title,
  description,
  submitLabel,
  busyLabel = 'Saving...',
  busy,
  problem,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Form onSubmit={onSubmit}>
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
            {children}
            <FormProblem problem={problem ?? null} />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button type="button" tone="ghost">
                Cancel
              </Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
