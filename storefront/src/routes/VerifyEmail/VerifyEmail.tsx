import { Button, ButtonLink, EmptyState } from '@rawex/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, whatWentWrong } from '../../data/client';
import { useSession } from '../../data/session';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

type Outcome =
  | { state: 'waiting' }
  | { state: 'confirming' }
  | { state: 'confirmed' }
  | { state: 'failed'; reason: string };

/**
 * Where the link emailed at sign-up leads. The address is confirmed when its owner presses the
 * button, not as the page opens: mail scanners open every link they find.
 */
export default function VerifyEmail() {
  usePageTitle('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { reload } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const confirm = async () => {
    setOutcome({ state: 'confirming' });
    try {
      await api.POST('/api/auth/verify-email', { body: { token } });
      setOutcome({ state: 'confirmed' });
      await reload();
    } catch (error) {
      setOutcome({ state: 'failed', reason: whatWentWrong(error, 'This link does not work.') });
    }
  };

  return (
    <div className={page.stack}>
      <h1 className={page.title}>Confirm your email address</h1>
      {outcome.state === 'confirmed' ? (
        <EmptyState
          role="status"
          title="Email address confirmed"
          description="Thank you: your email address is confirmed."
          actions={<ButtonLink href="/">Go to the marketplace</ButtonLink>}
        />
      ) : outcome.state === 'failed' ? (
        <EmptyState
          role="alert"
          title="This link does not work"
          description={outcome.reason}
          actions={<ButtonLink href="/signin">Sign in</ButtonLink>}
        />
      ) : (
        <EmptyState
          title="Is this your address?"
          description="Press the button to confirm that the email with this link reached you."
          actions={
            <Button onClick={() => void confirm()} disabled={outcome.state === 'confirming'}>
              {outcome.state === 'confirming' ? 'Confirming...' : 'Confirm my email address'}
            </Button>
          }
        />
      )}
    </div>
  );
}
