import { ok } from '@rawex/client';
import { Button, Dialog, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { api, whatWentWrong } from '../data/client';
import { RawexApiError } from '@rawex/client';
import { ConfirmSecondStepDialog } from './second-step-confirmation';

/** Asks for the password again; `onDone(true)` once the API has it, `onDone(false)` when cancelled. */
function ConfirmPasswordDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setBusy(true);
    try {
      await ok(api.POST('/api/auth/confirm-password', { body: { password } }));
      onDone(true);
    } catch (problem) {
      setError(whatWentWrong(problem, 'Your password could not be confirmed. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onDone(false)}>
      <Dialog.Content>
        <Dialog.Header>Confirm your password</Dialog.Header>
        <Dialog.Form onSubmit={(event) => void submit(event)}>
          <Dialog.Body>
            <Dialog.Description>
              You signed in more than 15 minutes ago. Enter your password again to do this.
            </Dialog.Description>
            <TextField
              label="Password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              error={error}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button tone="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button type="submit" disabled={busy}>
              {busy ? 'Confirming...' : 'Confirm'}
            </Button>
          </Dialog.Footer>
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What the API asks for again before it acts: the password, or a fresh second step. */
const askedFor = (error: unknown): 'password' | 'secondStep' | undefined => {
  if (!(error instanceof RawexApiError)) return undefined;
  if (error.code === 'recent_sign_in_required') return 'password';
  if (error.code === 'second_step_not_recent') return 'secondStep';
  return undefined;
};

/**
 * For the actions the API keeps for a recent sign-in (verifying a supplier, a key given admin:all,
 * write:vendors or a higher limit) or a fresh second step (changing a sign-in factor, the sign-in
 * email or bank details): `run(action)` runs it, and when the API asks for the password or the
 * second step again, shows `dialog` and runs the action once more after it is given (both may be
 * asked for, one after the other). Cancelled, the API's refusal stands.
 */
export function useRecentSignIn(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [asking, setAsking] = useState<{
    what: 'password' | 'secondStep';
    done: (confirmed: boolean) => void;
  }>();
  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    const given = new Set<string>();
    for (;;) {
      try {
        return await action();
      } catch (error) {
        const what = askedFor(error);
        if (!what || given.has(what)) throw error;
        const confirmed = await new Promise<boolean>((resolve) => setAsking({ what, done: resolve }));
        setAsking(undefined);
        if (!confirmed) throw error;
        given.add(what);
      }
    }
  };
  const dialog =
    asking?.what === 'password' ? (
      <ConfirmPasswordDialog onDone={asking.done} />
    ) : asking?.what === 'secondStep' ? (
      <ConfirmSecondStepDialog onDone={asking.done} />
    ) : null;
  return { run, dialog };
}
