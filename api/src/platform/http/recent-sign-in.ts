import { AppError } from '../errors/index.ts';

/** How long after the password was given an administrator's session may act without giving it again. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/** What a route's 403 says of it in the OpenAPI document: `what` asks for a recent sign-in. */
export const recentSignIn = (what: string) =>
  `${what} asks for a recent sign-in: the session’s password was given more than 15 minutes ago (recent_sign_in_required); confirm it with POST /api/auth/confirm-password.`;

export const recentSignInRequired = (
  detail = 'Confirm your password to do this: you signed in more than 15 minutes ago.',
) => new AppError({ status: 403, code: 'recent_sign_in_required', title: 'Forbidden', detail });

/**
 * For actions that hand out power (a key with admin:all or write:vendors, a higher key limit, a
 * supplier's verification, a key cap): a session whose password was given more than 15 minutes
 * ago is asked for it again (403 recent_sign_in_required; POST /api/auth/confirm-password, then
 * the same request). A borrowed laptop's open session cannot do them. An API key has no password:
 * it may do them only while its owner has given theirs within those 15 minutes, in any session
 * (`ownerSignedInRecently`, set when a key signs the request in), so a leaked key cannot.
 */
export async function requireRecentSignIn(
  signedIn: {
    authenticatedBy?: unknown;
    passwordConfirmedAt?: unknown;
    ownerSignedInRecently?: unknown;
  },
  now = Date.now(),
): Promise<void> {
  if (signedIn.authenticatedBy === 'apiKey') {
    const ownerSignedInRecently = signedIn.ownerSignedInRecently as (withinMs: number) => Promise<boolean>;
    if (await ownerSignedInRecently(RECENT_SIGN_IN_MS)) return;
    throw recentSignInRequired(
      'An API key does this only while its owner has given their password in the last 15 minutes: sign in to RawEx as its owner (or confirm your password there), then send the request again.',
    );
  }
  if (signedIn.authenticatedBy !== 'session') return;
  const confirmedAt = signedIn.passwordConfirmedAt as Date | undefined;
  if (confirmedAt && now - confirmedAt.getTime() <= RECENT_SIGN_IN_MS) return;
  throw recentSignInRequired();
}
