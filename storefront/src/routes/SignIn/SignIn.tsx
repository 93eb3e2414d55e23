import { Alert, Button, Link, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { whatWentWrong } from '../../data/client';
import { RawexApiError } from '@rawex/client';
import { KEPT_LINE_NOTICE, keptLineOf, useAddKeptLine } from '../../data/cart';
import { useAccount } from '../../data/session';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';
import { nextPath, signInQuery } from '../../navigation/next-path';

export default function SignIn() {
  usePageTitle('Sign in');
  const { signIn } = useAccount();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const addKeptLine = useAddKeptLine();
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

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
    setPending(true);
    try {
      const me = await signIn({ email, password });
      await addKeptLine(params, me);
      navigate(nextPath(params), { replace: true });
    } catch (error) {
      setProblem(
        error instanceof RawexApiError && error.status === 401
          ? 'Email or password is incorrect.'
          : whatWentWrong(error, 'Could not sign in. Please try again.'),
      );
    } finally {
      setPending(false);
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
      </header>
      <LiveForm onSubmit={(event) => void submit(event)}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
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
    </div>
  );
}
