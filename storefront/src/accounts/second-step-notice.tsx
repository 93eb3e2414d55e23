import { Alert, ButtonLink } from '@rawex/ui-kit';
import { useAccountSecurity } from '../data/security';

/**
 * Tells an administrator without a second step that administration waits for one, with the way
 * to set it up; nothing for anyone else.
 */
export function SecondStepNotice() {
  const { security } = useAccountSecurity();
  if (!security?.secondStepRequired || security.totp || security.passkeys.length > 0) return null;
  return (
    <Alert tone="warning" title="Set up two-step sign-in first">
      Administrators sign in with an authenticator app or a passkey besides their password: until you set one
      up, RawEx refuses administration. <ButtonLink href="/account/security">Set it up now</ButtonLink>
    </Alert>
  );
}
