import { MIN_PASSWORD_LENGTH, passwordResetConfirmBodySchema } from '@rawex/api/contracts';
import { Button, ButtonLink, EmptyState, Link, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RawexApiError } from '@rawex/client';
import { whatWentWrong } from '../../data/client';
import { confirmPasswordReset } from '../../data/security';
import { checkAgainst, refusedFields } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

const LABELS = { password: 'New password', token: 'The link' };

/**
 * Where the reset link leads: a new password, then the sign-in page. Every session of the account
 * ended with it, so nobody stays signed in with the old one.
 */
export default function ResetPassword() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeated = String(form.get('repeated') ?? '');
    const found = checkAgainst(passwordResetConfirmBodySchema, { token, password }, LABELS).errors ?? {};
    const mismatch =
      !found.password && password !== repeated ? 'The two passwords differ: type the same twice.' : undefined;
    setError(found.password ?? mismatch);
    setProblem(
      found.token ? 'This link is incomplete: open the link from the email exactly as it was sent.' : null,
    );
    if (found.password || found.token || mismatch) return;
    setPending(true);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
    } catch (failure) {
      const fields = failure instanceof RawexApiError ? refusedFields(failure, LABELS) : {};
      setError(fields.password);
      if (!fields.password)
        setProblem(whatWentWrong(failure, 'Could not set the password. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={page.stack}>
      <h1 className={page.title}>Choose a new password</h1>
      {done ? (
        <EmptyState
          role="status"
          title="Your password is set"
          description="Every session of your account was signed out. Sign in with your new password."
          actions={<ButtonLink href="/signin">Sign in</ButtonLink>}
        />
      ) : (
        <LiveForm onSubmit={(event) => void submit(event)}>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters; a passphrase of a few words is easiest to remember.`}
            error={error}
          />
          <TextField
            label="The same password again"
            name="repeated"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormProblem problem={problem} />
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Set my new password'}
          </Button>
          <p className={page.subtitle}>
            Link expired? <Link href="/forgot-password">Ask for a new one</Link>
          </p>
        </LiveForm>
      )}
    </div>
  );
}
