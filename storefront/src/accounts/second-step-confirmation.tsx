import type { SecondStepDue } from '@rawex/api/contracts';
import { Button, Dialog, TextField } from '@rawex/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { whatWentWrong } from '../data/client';
import {
  beginSecondStepConfirmation,
  confirmSecondStepWithCode,
  confirmSecondStepWithPasskey,
} from '../data/security';

/**
 * Asks for the second step again: a code from the app, a recovery code or a passkey.
 * `onDone(true)` once the API has it, `onDone(false)` when cancelled.
 */
export function ConfirmSecondStepDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const [due, setDue] = useState<SecondStepDue>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    beginSecondStepConfirmation().then(setDue, (problem: unknown) =>
      setError(whatWentWrong(problem, 'Your second step could not be asked for. Please try again.')),
    );
  }, []);
  const confirm = async (answer: () => Promise<void>) => {
    setBusy(true);
    try {
      await answer();
      onDone(true);
    } catch (problem) {
      setError(whatWentWrong(problem, 'That did not confirm it is you. Please try again.'));
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setError('Enter the code your authenticator app shows, or a recovery code.');
      return;
    }
    void confirm(() => confirmSecondStepWithCode(code));
  };
  const methods = due?.secondStep.methods ?? [];
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onDone(false)}>
      <Dialog.Content>
        <Dialog.Header>Confirm it is you</Dialog.Header>
        <Dialog.Form onSubmit={submit}>
          <Dialog.Body>
            <Dialog.Description>
              This change needs your second step, given in the last 5 minutes.
            </Dialog.Description>
            {(methods.includes('totp') || methods.includes('recovery_code')) && (
              <TextField
                label={methods.includes('totp') ? 'Code from your authenticator app' : 'Recovery code'}
                hint={methods.includes('totp') ? 'Or one of your recovery codes.' : undefined}
                name="code"
                required
                autoComplete="one-time-code"
                error={error}
              />
            )}
            {!methods.includes('totp') && !methods.includes('recovery_code') && error && (
              <p role="alert">{error}</p>
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button tone="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            {due && methods.includes('passkey') && (
              <Button
                type="button"
                tone={methods.includes('totp') ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => void confirm(() => confirmSecondStepWithPasskey(due))}
              >
                Use a passkey
              </Button>
            )}
            {(methods.includes('totp') || methods.includes('recovery_code')) && (
              <Button type="submit" disabled={busy || !due}>
                {busy ? 'Confirming...' : 'Confirm'}
              </Button>
            )}
          </Dialog.Footer>
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
