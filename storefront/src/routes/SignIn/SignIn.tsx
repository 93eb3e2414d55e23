import type { Me, SecondStepDue } from '@rawex/api/contracts';
import { Alert, Button, Link, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { whatWentWrong } from '../../data/client';
import { RawexApiError } from '@rawex/client';
import { KEPT_LINE_NOTICE, keptLineOf, useAddKeptLine } from '../../data/cart';
import { KEPT_SAVE_NOTICE, keptSaveOf, useAddKeptSave } from '../../data/saved';
import { useAccount } from '../../data/session';
import { isSecondStepDue, useSecondStep } from '../../data/security';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';
import * as styles from './SignIn.css';
import { useMoveOn } from '../../navigation/move-on';
import { nextPath, signInQuery } from '../../navigation/next-path';

/** The browser said no to the passkey prompt (closed, timed out): not the person's fault. */
const passkeyDeclined = (error: unknown) => error instanceof Error && error.name === 'NotAllowedError';

const passkeyProblem = (error: unknown) =>
  passkeyDeclined(error)
    ? 'The passkey prompt was closed before it finished. Try again, or use a code.'
    : whatWentWrong(error, 'Could not sign in with the passkey. Please try again.');

/** After the password, when the account has a second step: a code from the app, a recovery code or a passkey. */
function SecondStep({
  due,
  onSignedIn,
  movingOn,
}: {
  due: SecondStepDue;
  onSignedIn: (me: Me) => Promise<void>;
  /** Signed in, on the way to the next page: nothing to press again. */
  movingOn: boolean;
}) {
  const secondStep = useSecondStep();
  const methods = due.secondStep.methods;
  const [method, setMethod] = useState<'totp' | 'recovery_code'>(
    methods.includes('totp') ? 'totp' : 'recovery_code',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const pending = checking || movingOn;

  const attempt = async (work: () => Promise<Me>, failure: (error: unknown) => string) => {
    setChecking(true);
    setProblem(null);
    try {
      await onSignedIn(await work());
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setChecking(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setProblem(method === 'totp' ? 'Enter the code your app shows.' : 'Enter one of your recovery codes.');
      return;
    }
    void attempt(
      () => secondStep.withCode(method, code),
      (error) => whatWentWrong(error, 'Could not sign in. Please try again.'),
    );
  };
  const canUseCodes = methods.includes('totp') || methods.includes('recovery_code');

  return (
    <section className={page.panel} aria-labelledby="second-step">
      <h2 id="second-step" className={page.sectionTitle}>
        Two-step sign-in
      </h2>
      <p className={page.subtitle}>Your password is right. Confirm it is you with your second step.</p>
      {methods.includes('passkey') && (
        <Button
          tone={canUseCodes ? 'secondary' : 'primary'}
          className={styles.action}
          disabled={pending}
          onClick={() => void attempt(() => secondStep.withPasskey(due), passkeyProblem)}
        >
          Use my passkey
        </Button>
      )}
      {canUseCodes && (
        <LiveForm key={method} onSubmit={submit}>
          <TextField
            label={method === 'totp' ? 'Code from your authenticator app' : 'Recovery code'}
            name="code"
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoFocus
          />
          <FormProblem problem={problem} />
          <Button type="submit" disabled={pending}>
            {pending ? 'Checking...' : 'Sign in'}
          </Button>
          {methods.includes('totp') && methods.includes('recovery_code') && (
            <Button
              tone="ghost"
              type="button"
              onClick={() => setMethod(method === 'totp' ? 'recovery_code' : 'totp')}
            >
              {method === 'totp' ? 'Use a recovery code instead' : 'Use a code from my app instead'}
            </Button>
          )}
        </LiveForm>
      )}
      {!canUseCodes && <FormProblem problem={problem} />}
    </section>
  );
}

export default function SignIn() {
  usePageTitle('Sign in');
  const { signIn } = useAccount();
  const secondStep = useSecondStep();
  const { movingOn, moveOn } = useMoveOn();
  const [params] = useSearchParams();
  const addKeptLine = useAddKeptLine();
  const addKeptSave = useAddKeptSave();
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [signingIn, setSigningIn] = useState(false);
  const pending = signingIn || movingOn;
  const [due, setDue] = useState<SecondStepDue | null>(null);

  const signedIn = async (me: Me) => {
    await addKeptLine(params, me);
    await addKeptSave(params);
    moveOn(nextPath(params));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const missing = {
      email: email ? undefined : 'Enter your email address.',
      password: password ? undefined : 'Enter your password.',
    };
    setErrors(missing);
    setProblem(null);
    if (missing.email || missing.password) return;
    setSigningIn(true);
    try {
      const answer = await signIn({ email, password });
      if (isSecondStepDue(answer)) setDue(answer);
      else await signedIn(answer);
    } catch (error) {
      setProblem(
        error instanceof RawexApiError && error.status === 401
          ? 'Email or password is incorrect.'
          : whatWentWrong(error, 'Could not sign in. Please try again.'),
      );
    } finally {
      setSigningIn(false);
    }
  };

  const withPasskey = async () => {
    setProblem(null);
    try {
      await signedIn(await secondStep.passkeyAlone());
    } catch (error) {
      setProblem(passkeyProblem(error));
    }
  };

  const joinHref = `/join${signInQuery(params)}`;
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Sign in</h1>
        <p className={page.subtitle}>
          New to RawEx? <Link href={joinHref}>Create an account</Link>
        </p>
        {keptLineOf(params) && <Alert title={KEPT_LINE_NOTICE} />}
        {keptSaveOf(params) !== null && <Alert title={KEPT_SAVE_NOTICE} />}
      </header>
      {due ? (
        <SecondStep due={due} onSignedIn={signedIn} movingOn={movingOn} />
      ) : (
        <>
          <LiveForm onSubmit={(event) => void submit(event)}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email webauthn"
              required
              error={errors.email}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <FormProblem problem={problem} />
            <Button type="submit" disabled={pending}>
              {pending ? 'Signing in...' : 'Sign in'}
            </Button>
          </LiveForm>
          <p className={page.subtitle}>
            <Link href="/forgot-password">Forgot your password?</Link>
          </p>
          <Button
            tone="secondary"
            className={styles.action}
            disabled={pending}
            onClick={() => void withPasskey()}
          >
            Use a passkey instead
          </Button>
        </>
      )}
    </div>
  );
}
