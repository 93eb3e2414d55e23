import { Loaded, Skeleton } from '@rawex/ui-kit';
import { useState } from 'react';
import { useAccountSecurity } from '../../data/security';
import { LoadFailed } from '../../loading/LoadFailed';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import * as page from '../../styles/page.css';
import { SecondStepSection } from './SecondStepSection';
import { EmailSection, PasswordSection } from './SignInDetails';
import { SessionsSection } from './SessionsSection';
import { LeavingSection } from './LeavingSection';

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
