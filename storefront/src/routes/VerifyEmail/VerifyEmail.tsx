import { ButtonLink, EmptyState, Skeleton } from '@rawex/ui-kit';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, whatWentWrong } from '../../data/client';
import { useSession } from '../../data/session';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

type Outcome =
  { state: 'checking' } | { state: 'confirmed'; email: string } | { state: 'failed'; reason: string };

/** Where the link emailed at sign-up leads: the address is confirmed as the page opens. */
export default function VerifyEmail() {
  usePageTitle('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { reload } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    api.POST('/api/auth/verify-email', { body: { token } }).then(
      async ({ data }) => {
        if (!current || !data) return;
        setOutcome({ state: 'confirmed', email: data.email });
        await reload();
      },
      (error: unknown) => {
        if (current)
          setOutcome({ state: 'failed', reason: whatWentWrong(error, 'This link does not work.') });
      },
    );
    return () => {
      current = false;
    };
    // Once per link: the session's reload is not a reason to confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <div className={page.stack}>
      <h1 className={page.title}>Confirm your email address</h1>
      {outcome.state === 'checking' ? (
        <Skeleton height="6rem" />
      ) : outcome.state === 'confirmed' ? (
        <EmptyState
          role="status"
          title="Email address confirmed"
          description={`Thank you: ${outcome.email} is confirmed.`}
          actions={<ButtonLink href="/">Go to the marketplace</ButtonLink>}
        />
      ) : (
        <EmptyState
          role="alert"
          title="This link does not work"
          description={outcome.reason}
          actions={<ButtonLink href="/signin">Sign in</ButtonLink>}
        />
      )}
    </div>
  );
}
