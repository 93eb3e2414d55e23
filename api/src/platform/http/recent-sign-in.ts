import { AppError } from '../errors/index.ts';

/** How long after the password was given an administrator's session may act without giving it again. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * For actions that hand out power (an admin:all key, a supplier's verification, a key cap): a
 * session whose password was given more than 15 minutes ago is asked for it again (403
 * recent_sign_in_required; POST /api/auth/confirm-password, then the same request). A borrowed
 * laptop's open session cannot do them. API keys are not asked: they have no password.
 */
export function requireRecentSignIn(
  signedIn: { authenticatedBy?: unknown; passwordConfirmedAt?: unknown },
  now = Date.now(),
): void {
  if (signedIn.authenticatedBy !== 'session') return;
  const confirmedAt = signedIn.passwordConfirmedAt as Date | undefined;
  if (confirmedAt && now - confirmedAt.getTime() <= RECENT_SIGN_IN_MS) return;
  throw new AppError({
    status: 403,
    code: 'recent_sign_in_required',
    title: 'Forbidden',
    detail: 'Confirm your password to do this: you signed in more than 15 minutes ago.',
  });
}
