import type { AccountSecurity as Security } from '@rawex/api/contracts';
import type { TotpEnrollment } from '../../data/security';
import { Alert, Badge, Button, ConfirmDialog, formatDate, RecordCard, TextField } from '@rawex/ui-kit';
import { useState, type FormEvent } from 'react';
import { useRecentSignIn } from '../../accounts/recent-sign-in';
import { whatWentWrong } from '../../data/client';
import { useSecurityActions } from '../../data/security';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useSending } from '../../forms/use-sending';
import { sayFailure, sayFailureAndRethrow } from '../../notices/notify';
import * as page from '../../styles/page.css';
import * as styles from './AccountSecurity.css';
import { textOf } from './fields';

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

export function SecondStepSection({
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
