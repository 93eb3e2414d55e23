import { Button, ButtonLink, EmptyState } from '@rawex/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { whatWentWrong } from '../../data/client';
import { stopSavedSearchEmails } from '../../data/saved-searches';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

type Outcome =
  | { state: 'waiting' }
  | { state: 'stopping' }
  | { state: 'stopped'; email: string }
  | { state: 'failed'; reason: string };

/**
 * Where "Stop these emails" in a saved-search email leads: no sign-in needed. The emails stop when
 * the person presses the button, not as the page opens: mail scanners open every link they find.
 */
export default function StopSavedSearchEmails() {
  usePageTitle('Stop saved-search emails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });
  const stop = async () => {
    setOutcome({ state: 'stopping' });
    try {
      setOutcome({ state: 'stopped', email: await stopSavedSearchEmails(token) });
    } catch (error) {
      setOutcome({ state: 'failed', reason: whatWentWrong(error, 'This link does not work.') });
    }
  };

  return (
    <div className={page.stack}>
      <h1 className={page.title}>Stop saved-search emails</h1>
      {outcome.state === 'stopped' ? (
        <EmptyState
          role="status"
          title="No more saved-search emails"
          description={`${outcome.email} gets no more emails about saved searches. Their alerts still show in your notifications; you can turn the emails on again in your notification settings.`}
          actions={<ButtonLink href="/notifications/settings">Notification settings</ButtonLink>}
        />
      ) : outcome.state === 'failed' ? (
        <EmptyState
          role="alert"
          title="This link does not work"
          description={outcome.reason}
          actions={<ButtonLink href="/notifications/settings">Notification settings</ButtonLink>}
        />
      ) : (
        <EmptyState
          title="Stop these emails?"
          description="You will get no more emails when products match your saved searches. The alerts still show in your notifications."
          actions={
            <Button onClick={() => void stop()} disabled={outcome.state === 'stopping' || !token}>
              {outcome.state === 'stopping' ? 'Stopping...' : 'Stop the emails'}
            </Button>
          }
        />
      )}
    </div>
  );
}
