import type { Me } from '@rawex/api/contracts';
import { Alert, ButtonLink } from '@rawex/ui-kit';
import { useAccountSecurity } from '../data/security';

/**
 * Asks for a second step where it matters: an administrator administers only with one (a
 * warning), a supplier's owner is encouraged to set one up (a note). Nothing once one is set up,
 * and nothing for anyone else.
 */
export function SecondStepNotice({ user }: { user: Me }) {
  const required = user.role === 'admin';
  const encouraged = user.role === 'vendor' && user.companyRole === 'owner';
  const { security } = useAccountSecurity(required || encouraged);
  if (!security || security.totp || security.passkeys.length > 0) return null;
  const setUp = <ButtonLink href="/account/security">Set it up now</ButtonLink>;
  return required ? (
    <Alert tone="warning" title="Set up two-step sign-in first" action={setUp}>
      Administrators sign in with an authenticator app or a passkey besides their password: until you set one
      up, RawEx refuses administration.
    </Alert>
  ) : (
    <Alert title="Protect your company’s account" action={setUp}>
      Orders and payments pass through this account: ask for a code from your phone or a passkey when you sign
      in, besides your password.
    </Alert>
  );
}
