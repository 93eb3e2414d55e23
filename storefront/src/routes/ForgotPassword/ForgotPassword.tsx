import { passwordResetRequestBodySchema } from '@rawex/api/contracts';
import { Button, EmptyState, Link, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../data/security';
import { checkAgainst } from '../../forms/check-against';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useSending } from '../../forms/use-sending';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

/**
 * Where a forgotten password starts: the same answer whether or not an account has the address,
 * so nobody learns from it who has one.
 */
export default function ForgotPassword() {
  usePageTitle('Forgot your password?');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { problem, busy, send } = useSending();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = checkAgainst(passwordResetRequestBodySchema, { email }, { email: 'Email' }).errors;
    setError(found?.email);
    if (found?.email) return;
    if (await send(() => requestPasswordReset(email), 'Could not send the email. Please try again.')) {
      setSentTo(email);
    }
  };

  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Forgot your password?</h1>
        <p className={page.subtitle}>
          Remembered it? <Link href="/signin">Sign in</Link>
        </p>
      </header>
      {sentTo ? (
        <EmptyState
          role="status"
          title="Check your email"
          description={`If an account signs in with ${sentTo}, a link to choose a new password is on its way to it. The link works once, for 30 minutes. Nothing came? Look in your spam folder, or ask again in a few minutes.`}
        />
      ) : (
        <LiveForm onSubmit={(event) => void submit(event)}>
          <p className={page.subtitle}>
            Give the email you sign in with: we send it a link to choose a new password.
          </p>
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={error} />
          <FormProblem problem={problem} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Email me a link'}
          </Button>
        </LiveForm>
      )}
    </div>
  );
}
