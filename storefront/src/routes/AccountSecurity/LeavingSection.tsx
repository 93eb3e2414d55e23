import type { AccountSecurity as Security } from '@rawex/api/contracts';
import { Button, TextField } from '@rawex/ui-kit';
import { type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { MY_DATA_EXPORT, useSecurityActions } from '../../data/security';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useSending } from '../../forms/use-sending';
import { notify, sayFailure } from '../../notices/notify';
import * as page from '../../styles/page.css';
import * as styles from './AccountSecurity.css';
import { CurrentPasswordField, textOf } from './fields';

/** Downloads the person's data as a file, or says it is being prepared when it is large. */
async function downloadMyData(): Promise<void> {
  const response = await fetch(MY_DATA_EXPORT, { credentials: 'same-origin' });
  if (response.status === 202) {
    notify({
      title: 'Your data is being prepared',
      description: 'It is large: a link to download it will be emailed to you.',
      type: 'info',
    });
    return;
  }
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rawex-data.json';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function LeavingSection({ security }: { security: Security }) {
  const { deleteAccount } = useSecurityActions();
  const confirming = useRecentSignIn();
  const navigate = useNavigate();
  const { problem, setProblem, busy, send } = useSending();
  // With passkeys alone, the passkey is asked for once the password is sent.
  const needsCode = security.totp;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const code = textOf(event, 'code');
    if (!password || (needsCode && !code)) {
      setProblem(needsCode ? 'Give your password and a code.' : 'Give your password.');
      return;
    }
    if (
      await send(
        () => confirming.run(() => deleteAccount(password, code || undefined)),
        'Could not delete your account. Please try again.',
      )
    ) {
      notify({
        title: 'Your account is deleted',
        description: 'Thank you for trading on RawEx.',
        type: 'success',
      });
      navigate('/', { replace: true });
    }
  };
  return (
    <section className={page.panel} aria-labelledby="security-data">
      <h2 id="security-data" className={page.sectionTitle}>
        Your data
      </h2>
      <p>
        Everything RawEx holds about you, as a JSON file: your profile, firms, orders, requests, quotes and
        messages.
      </p>
      <Button
        tone="secondary"
        className={styles.action}
        onClick={() => void downloadMyData().catch(sayFailure('Could not export your data.'))}
      >
        Download my data
      </Button>
      <h3 className={styles.subheading}>Delete your account</h3>
      <p>
        Your name, email and sign-in are erased. Orders, quotes and messages stay for the other party, with
        your firm’s name and you shown as “Former member”. If you are the last owner of a firm with other
        members, make one of them an owner first.
      </p>
      <LiveForm onSubmit={(event) => void submit(event)}>
        <CurrentPasswordField />
        {needsCode && (
          <TextField
            label="Code from your app, or a recovery code"
            name="code"
            autoComplete="one-time-code"
            required
          />
        )}
        <FormProblem problem={problem} />
        <Button type="submit" tone="danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete my account'}
        </Button>
      </LiveForm>
      {confirming.dialog}
    </section>
  );
}
