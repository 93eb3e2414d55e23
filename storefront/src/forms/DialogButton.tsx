import { Button, type ButtonProps } from '@rawex/ui-kit';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * A button that opens a dialog, drawn by `dialog` with how to close it. A dialog loaded on demand
 * (`lazy`) is fetched on the first click, not with the page.
 */
export function DialogButton({
  label,
  tone,
  dialog,
}: {
  label: string;
  tone?: ButtonProps['tone'];
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" tone={tone} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense>}
    </>
  );
}
