import type { AccountSecurity as Security, Session } from '@rawex/api/contracts';
import type { TotpEnrollment } from '../../data/security';
import { MIN_PASSWORD_LENGTH } from '@rawex/api/contracts';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  formatDate,
  formatDateTime,
  Loaded,
  RecordCard,
  Skeleton,
  TextField,
} from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { whatWentWrong } from '../../data/client';
import { MY_DATA_EXPORT, useAccountSecurity, useSecurityActions, useSessions } from '../../data/security';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useSending } from '../../forms/use-sending';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { notify, sayFailure, sayFailureAndRethrow } from '../../shell/notify';
import * as page from '../../styles/page.css';
import * as styles from './AccountSecurity.css';

/** A form's text field by name. */
const textOf = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '').trim();

/** The password a person gives to prove it is them, as their password manager fills it. */
function CurrentPasswordField({
  label = 'Your password',
  name = 'password',
}: {
  label?: string;
  name?: string;
}) {
  return <TextField label={label} name={name} type="password" autoComplete="current-password" required />;
}

/** The recovery codes, shown once, right after they were made. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div role="status" className={styles.codes}>
      <Alert title="Your recovery codes">
        Each signs you in once if your phone or passkey is not at hand. Keep them somewhere safe: they are not
        shown again.
      </Alert>
      <ol className={styles.codeList} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button tone="secondary" className={styles.action} onClick={onDone}>
        I have kept them
      </Button>
    </div>
  );
}

function EmailSection({ security }: { security: Security }) {
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

function PasswordSection() {
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

/** Adding the authenticator app: its QR code and secret, then a code it shows. */
function TotpEnrollmentForm({
  enrollment,
  onConfirmed,
}: {
  enrollment: TotpEnrollment;
  onConfirmed: (codes: string[]) => void;
}) {
  const { confirmTotp } = useSecurityActions();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = textOf(event, 'code');
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6 digits your app shows.');
      return;
    }
    setBusy(true);
    try {
      onConfirmed(await confirmTotp(code));
    } catch (failure) {
      setError(whatWentWrong(failure, 'That code did not work. Try the next one your app shows.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.enrollment}>
      <img
        className={styles.qrCode}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qrCodeSvg)}`}
        alt="QR code to scan with your authenticator app"
        width={180}
        height={180}
      />
      <LiveForm onSubmit={(event) => void submit(event)}>
        <p>
          Scan the code with an authenticator app, or type this key into it:{' '}
          <code className={styles.secret} aria-label="Secret key">
            {enrollment.secret}
          </code>
        </p>
        <TextField
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={error}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Turn on two-step sign-in'}
        </Button>
      </LiveForm>
    </div>
  );
}

function SecondStepSection({
  security,
  codes,
  setCodes,
}: {
  security: Security;
  /** Recovery codes just made: kept above the section, which reloads with the figures. */
  codes: string[];
  setCodes: (codes: string[]) => void;
}) {
  const actions = useSecurityActions();
  const recentSignIn = useRecentSignIn();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const passkey = useSending();
  const hasSecondStep = security.totp || security.passkeys.length > 0;
  const shown = (fresh: string[]) => {
    setEnrollment(null);
    if (fresh.length > 0) setCodes(fresh);
  };
  const addPasskey = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = textOf(event, 'passkeyName') || 'Passkey';
    await passkey.send(
      async () => shown(await recentSignIn.run(() => actions.addPasskey(name))),
      'The passkey was not added: the prompt was closed, or the device refused. Try again.',
    );
  };

  return (
    <section className={page.panel} aria-labelledby="security-second-step">
      <h2 id="security-second-step" className={page.sectionTitle}>
        Two-step sign-in
      </h2>
      {security.secondStepRequired && !hasSecondStep && (
        <Alert tone="warning" title="Set up a second step to administer RawEx">
          Administrators sign in with an authenticator app or a passkey besides their password. Until one is
          set up, administration is refused.
        </Alert>
      )}
      {!security.secondStepRequired && !hasSecondStep && (
        <p>
          Besides your password, ask for a code from your phone or a passkey when you sign in. Suppliers with
          money at stake should.
        </p>
      )}
      {codes.length > 0 && <RecoveryCodes codes={codes} onDone={() => setCodes([])} />}

      <h3 className={styles.subheading}>Authenticator app</h3>
      {security.totp ? (
        <div className={styles.row}>
          <Badge tone="success">On</Badge>
          <ConfirmDialog
            trigger="Remove the app"
            title="Remove the authenticator app?"
            description="Its codes will no longer sign you in."
            confirmLabel="Remove"
            pendingLabel="Removing..."
            cancelLabel="Keep it"
            onConfirm={() =>
              recentSignIn
                .run(() => actions.removeTotp())
                .catch(sayFailureAndRethrow('Could not remove the app.'))
            }
          />
        </div>
      ) : enrollment ? (
        <TotpEnrollmentForm enrollment={enrollment} onConfirmed={shown} />
      ) : (
        <Button
          onClick={() =>
            void recentSignIn
              .run(() => actions.beginTotp())
              .then(setEnrollment, sayFailure('Could not start.'))
          }
        >
          Set up an authenticator app
        </Button>
      )}

      <h3 className={styles.subheading}>Passkeys</h3>
      {security.passkeys.length === 0 ? (
        <p>A passkey signs you in with your fingerprint, face or device PIN, without a password.</p>
      ) : (
        <>
          {security.passkeys.some((passkey) => passkey.pausedAt) && (
            <Alert tone="warning" title="Your password was reset">
              Paused passkeys sign you in alone again once you keep them. Remove any you did not add yourself.
            </Alert>
          )}
          <ul className={page.list} aria-label="Your passkeys">
            {security.passkeys.map((passkey) => (
              <li key={passkey.id}>
                <RecordCard
                  title={passkey.name}
                  headingLevel="h4"
                  subtitle={`Added ${formatDate(passkey.createdAt)}${passkey.lastUsedAt ? `, last used ${formatDate(passkey.lastUsedAt)}` : ''}`}
                  badges={
                    <>
                      {passkey.backedUp && <Badge tone="info">Synced</Badge>}
                      {passkey.pausedAt && <Badge tone="warning">Paused</Badge>}
                    </>
                  }
                  actions={
                    <>
                      {passkey.pausedAt && (
                        <Button
                          size="small"
                          aria-label={`Keep ${passkey.name}`}
                          onClick={() =>
                            void recentSignIn
                              .run(() => actions.keepPasskey(passkey.id))
                              .catch(sayFailure('Could not keep the passkey.'))
                          }
                        >
                          Keep it
                        </Button>
                      )}
                      <ConfirmDialog
                        trigger="Remove"
                        triggerLabel={`Remove ${passkey.name}`}
                        title={`Remove ${passkey.name}?`}
                        description="It will no longer sign you in. Remove it from your device as well."
                        confirmLabel="Remove"
                        pendingLabel="Removing..."
                        onConfirm={() =>
                          recentSignIn
                            .run(() => actions.removePasskey(passkey.id))
                            .catch(sayFailureAndRethrow('Could not remove the passkey.'))
                        }
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <LiveForm onSubmit={(event) => void addPasskey(event)}>
        <TextField label="Passkey name" name="passkeyName" placeholder="My laptop" maxLength={60} />
        <FormProblem problem={passkey.problem} />
        <Button type="submit" tone="secondary" disabled={passkey.busy}>
          {passkey.busy ? 'Waiting for your device...' : 'Add a passkey'}
        </Button>
      </LiveForm>

      {hasSecondStep && (
        <>
          <h3 className={styles.subheading}>Recovery codes</h3>
          <div className={styles.row}>
            <span>{security.recoveryCodesLeft} of 10 left</span>
            <ConfirmDialog
              trigger="Make new codes"
              title="Make new recovery codes?"
              description="Your old codes stop working at once."
              confirmLabel="Make new codes"
              pendingLabel="Making..."
              onConfirm={() =>
                recentSignIn
                  .run(() => actions.regenerateRecoveryCodes())
                  .then(setCodes, sayFailureAndRethrow('Could not make new codes.'))
              }
            />
          </div>
        </>
      )}
      {recentSignIn.dialog}
    </section>
  );
}

function SessionCard({ session }: { session: Session }) {
  const { endSession } = useSecurityActions();
  return (
    <RecordCard
      title={session.device}
      headingLevel="h3"
      subtitle={session.address ?? 'Address unknown'}
      badges={session.current ? <Badge tone="primary">This device</Badge> : undefined}
      fields={[
        { label: 'Signed in', value: formatDateTime(session.signedInAt) },
        { label: 'Last seen', value: formatDateTime(session.lastSeenAt) },
      ]}
      actions={
        session.current ? undefined : (
          <ConfirmDialog
            trigger="Sign out"
            triggerLabel={`Sign out ${session.device}`}
            title={`Sign out ${session.device}?`}
            description="That device is signed out at once."
            confirmLabel="Sign it out"
            pendingLabel="Signing out..."
            onConfirm={() =>
              endSession(session.id).catch(sayFailureAndRethrow('Could not sign that session out.'))
            }
          />
        )
      }
    />
  );
}

function SessionsSection() {
  const { sessions, error } = useSessions();
  const { endOtherSessions } = useSecurityActions();
  return (
    <section className={page.panel} aria-labelledby="security-sessions">
      <h2 id="security-sessions" className={page.sectionTitle}>
        Where you are signed in
      </h2>
      <Loaded
        data={sessions}
        failed={error ? <LoadFailed title="Your sessions could not be loaded" /> : undefined}
        placeholder={<Skeleton height="8rem" />}
      >
        {(list) => (
          <>
            <ul className={page.list} aria-label="Your sessions">
              {list.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} />
                </li>
              ))}
            </ul>
            {list.length > 1 && (
              <ConfirmDialog
                trigger="Sign out everywhere else"
                triggerTone="secondary"
                title="Sign out everywhere else?"
                description="Every other device is signed out at once; this one stays."
                confirmLabel="Sign out the others"
                pendingLabel="Signing out..."
                onConfirm={() =>
                  endOtherSessions().catch(sayFailureAndRethrow('Could not sign the others out.'))
                }
              />
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

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

function LeavingSection({ security }: { security: Security }) {
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

/** `/account/security`: the password, the email, the second step, the sessions, the data and leaving. */
export default function AccountSecurity() {
  usePageTitle('Account security');
  return <SignedIn>{() => <SecurityPage />}</SignedIn>;
}

function SecurityPage() {
  const { security, error } = useAccountSecurity();
  const [codes, setCodes] = useState<string[]>([]);
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Account security</h1>
        <p className={page.subtitle}>How you sign in, where you are signed in, and your data.</p>
      </header>
      <Loaded
        data={security}
        failed={error ? <LoadFailed title="Your account’s security could not be loaded" /> : undefined}
        placeholder={<Skeleton height="20rem" />}
      >
        {(loaded) => (
          <>
            <SecondStepSection security={loaded} codes={codes} setCodes={setCodes} />
            <SessionsSection />
            <EmailSection security={loaded} />
            <PasswordSection />
            <LeavingSection security={loaded} />
          </>
        )}
      </Loaded>
    </div>
  );
}
