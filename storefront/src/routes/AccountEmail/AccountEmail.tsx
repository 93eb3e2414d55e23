import { Button, ButtonLink, EmptyState } from '@rawex/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { whatWentWrong } from '../../data/client';
import { confirmEmailChange, undoEmailChange } from '../../data/security';
import { useSession } from '../../data/session';
import { usePageTitle } from '../../navigation/page-title';
import * as page from '../../styles/page.css';

type Outcome =
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'done'; email: string }
  | { state: 'failed'; reason: string };

/**
 * Where the two links of an email change lead: the one sent to the new address confirms it
 * (`?token=`), the one sent to the old address undoes it (`?undo=`). Each acts when its button is
 * pressed, not as the page opens: mail scanners open every link they find.
 */
export default function AccountEmail() {
  const [params] = useSearchParams();
  const undo = params.get('undo');
  const token = undo ?? params.get('token') ?? '';
  usePageTitle(undo ? 'Undo the change of your email' : 'Confirm your new email address');
  const { reload } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });

  const act = async () => {
    setOutcome({ state: 'sending' });
    try {
      const email = undo ? await undoEmailChange(token) : await confirmEmailChange(token);
      setOutcome({ state: 'done', email });
      await reload();
    } catch (error) {
      setOutcome({ state: 'failed', reason: whatWentWrong(error, 'This link does not work.') });
    }
  };

  return (
    <div className={page.stack}>
      <h1 className={page.title}>
        {undo ? 'Undo the change of your email' : 'Confirm your new email address'}
      </h1>
      {outcome.state === 'done' ? (
        undo ? (
          <EmptyState
            role="status"
            title={`Your account signs in with ${outcome.email} again`}
            description="Everyone signed in to your account was signed out. Whoever changed your address knew your password: choose a new one now."
            actions={<ButtonLink href="/forgot-password">Choose a new password</ButtonLink>}
          />
        ) : (
          <EmptyState
            role="status"
            title="Your new address is confirmed"
            description={`Sign in with ${outcome.email} from now on.`}
            actions={<ButtonLink href="/account/security">Account security</ButtonLink>}
          />
        )
      ) : outcome.state === 'failed' ? (
        <EmptyState
          role="alert"
          title="This link does not work"
          description={outcome.reason}
          actions={<ButtonLink href="/account/security">Account security</ButtonLink>}
        />
      ) : (
        <EmptyState
          title={undo ? 'Was it not you?' : 'Is this your new address?'}
          description={
            undo
              ? 'Press the button to give your account its old address back and sign everyone out.'
              : 'Press the button to sign in with this address from now on.'
          }
          actions={
            <Button
              tone={undo ? 'danger' : 'primary'}
              onClick={() => void act()}
              disabled={outcome.state === 'sending'}
            >
              {outcome.state === 'sending'
                ? 'Working...'
                : undo
                  ? 'Undo the change'
                  : 'Confirm my new address'}
            </Button>
          }
        />
      )}
    </div>
  );
}
