import { Alert, Button, Link, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, registerBodySchema } from '@rawex/api/contracts';
import { whatWentWrong } from '../../data/client';
import { RawexApiError } from '@rawex/client';
import { checkAgainst, refusedFields } from '../../forms/check-against';
import { KEPT_LINE_NOTICE, keptLineOf, useAddKeptLine } from '../../data/cart';
import { KEPT_SAVE_NOTICE, keptSaveOf, useAddKeptSave } from '../../data/saved';
import { useAccount, type SignUp } from '../../data/session';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';
import { useMoveOn } from '../../navigation/move-on';
import { nextPath, signInQuery } from '../../navigation/next-path';
import * as styles from './Join.css';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'companyName' | 'location';
type Errors = Partial<Record<Field, string>>;

const LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  companyName: 'Company name',
  location: 'Location',
};

/** The API's answer, as messages on the fields it names. */
function serverErrors(error: RawexApiError): Errors {
  if (error.status === 409) return { email: 'An account with this email already exists. Sign in instead.' };
  return refusedFields(error, LABELS);
}

export default function Join() {
  usePageTitle('Join RawEx');
  const { signUp } = useAccount();
  const [params] = useSearchParams();
  const addKeptLine = useAddKeptLine();
  const addKeptSave = useAddKeptSave();
  const [role, setRole] = useState<'buyer' | 'vendor'>(params.get('role') === 'vendor' ? 'vendor' : 'buyer');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const { movingOn, moveOn } = useMoveOn();
  const pending = creating || movingOn;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: Field) => String(form.get(name) ?? '').trim();
    const account: SignUp = {
      role,
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      password: String(form.get('password') ?? ''),
      ...(text('companyName') ? { companyName: text('companyName') } : {}),
      ...(text('location') ? { location: text('location') } : {}),
    };
    // The API's own rules, so most mistakes are caught before sending.
    const found = checkAgainst(registerBodySchema, account, LABELS).errors ?? {};
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      const fields = [...event.currentTarget.elements] as HTMLInputElement[];
      fields.find((field) => field.name in found)?.focus();
      return;
    }
    setCreating(true);
    try {
      const me = await signUp(account);
      await addKeptLine(params, me);
      await addKeptSave(params);
      const fallback = role === 'vendor' ? '/vendor-dashboard' : '/products';
      moveOn(params.has('next') ? nextPath(params) : fallback);
    } catch (error) {
      const fieldErrors = error instanceof RawexApiError ? serverErrors(error) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setProblem(whatWentWrong(error, 'Could not create your account. Please try again.'));
      }
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Join RawEx</h1>
        <p className={page.subtitle}>
          Already have an account? <Link href={`/signin${signInQuery(params)}`}>Sign in</Link>
        </p>
        {keptLineOf(params) && <Alert title={KEPT_LINE_NOTICE} />}
        {keptSaveOf(params) !== null && <Alert title={KEPT_SAVE_NOTICE} />}
      </header>
      <LiveForm onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.roles}>
          <legend className={styles.legend}>I want to</legend>
          <label className={styles.role}>
            <input
              type="radio"
              name="role"
              value="buyer"
              checked={role === 'buyer'}
              onChange={() => setRole('buyer')}
            />
            Buy raw materials
          </label>
          <label className={styles.role}>
            <input
              type="radio"
              name="role"
              value="vendor"
              checked={role === 'vendor'}
              onChange={() => setRole('vendor')}
            />
            Sell as a supplier
          </label>
        </fieldset>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
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
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          required={role === 'vendor'}
          hint={role === 'vendor' ? undefined : 'Optional'}
          error={errors.companyName}
        />
        <TextField
          label="Location"
          name="location"
          autoComplete="country-name"
          hint="City, Country"
          error={errors.location}
        />
        <FormProblem problem={problem} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </LiveForm>
    </div>
  );
}
