import { Button, ButtonLink, EmptyState, Skeleton, TextField } from '@rawex/ui-kit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAcceptInvitation, useInvitationPreview } from '../../data/company';
import { useSession } from '../../data/session';
import { FormProblem } from '../../forms/FormProblem';
import { LiveForm } from '../../forms/LiveForm';
import { useApiForm, type FormErrors } from '../../forms/use-api-form';
import { usePageTitle } from '../../navigation/page-title';
import { notify } from '../../notices/notify';
import { signInAddress } from '../../navigation/next-path';
import * as page from '../../styles/page.css';
import { whatWentWrong } from '../../data/client';

/**
 * Where an invitation's emailed link leads: which company, as what. An address with no account
 * makes one here; one with an account signs in first. Joining waits for the button (mail scanners
 * open every link).
 */
export default function AcceptInvitation() {
  usePageTitle('Join a company');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { preview, error } = useInvitationPreview(token);
  const { user } = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const form = useApiForm({ firstName: '', lastName: '', password: '' });
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;

  const join = () =>
    form.submit(
      (values): FormErrors =>
        user || !preview || preview.hasAccount
          ? {}
          : {
              ...(values.firstName.trim() ? {} : { firstName: 'Give your first name.' }),
              ...(values.lastName.trim() ? {} : { lastName: 'Give your last name.' }),
              ...(values.password.length >= 10 ? {} : { password: 'At least 10 characters.' }),
            },
      async (values) => {
        await accept(user ? { token } : { token, ...values });
        notify({
          title: `You joined ${preview?.companyName ?? 'the company'}`,
          description: `As ${preview?.role}.`,
          type: 'success',
        });
        navigate('/company');
      },
      'Failed to join the company.',
    );

  if (!token || error) {
    return (
      <div className={page.stack}>
        <h1 className={page.title}>Join a company</h1>
        <EmptyState
          role="alert"
          title="This invitation does not work"
          description={
            error ? whatWentWrong(error, 'This link does not work.') : 'The link has no invitation in it.'
          }
          actions={<ButtonLink href="/">Go to the marketplace</ButtonLink>}
        />
      </div>
    );
  }
  if (!preview) return <Skeleton height="16rem" />;
  const wrongAccount = user && user.email !== preview.email;
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Join {preview.companyName}</h1>
        <p className={page.subtitle}>
          As {preview.role}, invited at {preview.email}. The link works until{' '}
          {new Date(preview.expiresAt).toUTCString()}.
        </p>
      </header>
      {wrongAccount ? (
        <EmptyState
          role="alert"
          title="Signed in as someone else"
          description={`This invitation is for ${preview.email}; you are signed in as ${user.email}. Sign out, then open the link again.`}
        />
      ) : !user && preview.hasAccount ? (
        <EmptyState
          title="Sign in to accept"
          description={`${preview.email} has an account: sign in, then come back to this page.`}
          actions={<ButtonLink href={signInAddress(here)}>Sign in</ButtonLink>}
        />
      ) : user ? (
        <EmptyState
          title={`Join ${preview.companyName}?`}
          description="You will act for it from now on; switch back to your own company in the header."
          actions={
            <Button onClick={() => void join()} disabled={form.busy}>
              {form.busy ? 'Joining…' : 'Join'}
            </Button>
          }
        />
      ) : (
        <LiveForm
          onSubmit={(event) => {
            event.preventDefault();
            void join();
          }}
        >
          <TextField
            label="First name"
            value={form.values.firstName}
            onChange={(event) => form.set('firstName', event.target.value)}
            error={form.errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            label="Last name"
            value={form.values.lastName}
            onChange={(event) => form.set('lastName', event.target.value)}
            error={form.errors.lastName}
            autoComplete="family-name"
          />
          <TextField
            label="Password"
            type="password"
            hint="At least 10 characters."
            value={form.values.password}
            onChange={(event) => form.set('password', event.target.value)}
            error={form.errors.password}
            autoComplete="new-password"
          />
          <FormProblem problem={form.errors.form ?? null} />
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Joining…' : 'Make my account and join'}
          </Button>
        </LiveForm>
      )}
    </div>
  );
}
