import type { AccountSecurity as Security } from '@rawex/api/contracts';
import { MIN_PASSWORD_LENGTH } from '@rawex/api/contracts';
import { Alert, Button, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { useSecurityActions } from '../../data/security';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useSending } from '../../forms/use-sending';
import { notify } from '../../notices/notify';
import * as page from '../../styles/page.css';
import { CurrentPasswordField, textOf } from './fields';

export function EmailSection({ security }: { security: Security }) {
  const { changeEmail } = useSecurityActions();
  const confirming = useRecentSignIn();
  const { problem, setProblem, busy, send } = useSending();
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const newEmail = textOf(event, 'newEmail');
    const password = String(new FormData(form).get('password') ?? '');
    if (!newEmail || !password) {
      setProblem('Give the new address and your password.');
      return;
    }
    if (
      await send(
        () => confirming.run(() => changeEmail(newEmail, password)),
        'Could not change your email. Please try again.',
      )
    ) {
      setSent(newEmail);
      form.reset();
    }
  };
  const pending = sent ?? security.pendingEmail?.email;
  return (
    <section className={page.panel} aria-labelledby="security-email">
      <h2 id="security-email" className={page.sectionTitle}>
        Sign-in email
      </h2>
      <p>
        You sign in with <strong>{security.email}</strong>.
      </p>
      {pending && (
        <Alert title={`A link went to ${pending}`}>
          Your address changes when it is followed. Your old address will be told, and may undo it for 48
          hours.
        </Alert>
      )}
      <LiveForm onSubmit={(event) => void submit(event)}>
        <TextField label="New email" name="newEmail" type="email" autoComplete="email" required />
        <CurrentPasswordField />
        <FormProblem problem={problem} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send a confirmation link'}
        </Button>
      </LiveForm>
      {confirming.dialog}
    </section>
  );
}

export function PasswordSection() {
  const { changePassword } = useSecurityActions();
  const { problem, setProblem, busy, send } = useSending();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('currentPassword') ?? '');
    const next = String(data.get('newPassword') ?? '');
    if (!current || next.length < MIN_PASSWORD_LENGTH) {
      setProblem(`Give your current password and a new one of at least ${MIN_PASSWORD_LENGTH} characters.`);
      return;
    }
    if (
      await send(() => changePassword(current, next), 'Could not change your password. Please try again.')
    ) {
      form.reset();
      notify({
        title: 'Password changed',
        description: 'Your other sessions were signed out.',
        type: 'success',
      });
    }
  };
  return (
    <section className={page.panel} aria-labelledby="security-password">
      <h2 id="security-password" className={page.sectionTitle}>
        Password
      </h2>
      <LiveForm onSubmit={(event) => void submit(event)}>
        <CurrentPasswordField label="Current password" name="currentPassword" />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <FormProblem problem={problem} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Change my password'}
        </Button>
      </LiveForm>
    </section>
  );
}
