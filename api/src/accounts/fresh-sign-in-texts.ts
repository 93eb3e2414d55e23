/** What the security routes say of a sign-in or second step that is not recent enough. */
export const RECENT_SIGN_IN =
  'Your password was given more than 15 minutes ago (recent_sign_in_required): confirm it with POST /api/auth/confirm-password, then send this again.';
export const FRESH_SECOND_STEP = `${RECENT_SIGN_IN} Or, with a second step set up, it was not given in this session within 5 minutes (second_step_not_recent): confirm it with POST /api/auth/second-step/confirm.`;
