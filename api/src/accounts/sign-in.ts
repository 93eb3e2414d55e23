import type { Knex } from 'knex';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { actingRole } from '../platform/actor.ts';
import type { EventSettings } from '../platform/settings.ts';
import { toMe } from './accounts.service.ts';
import { authenticateWithPasskey, passkeyAuthenticationOptions, type RelyingParty } from './passkeys.ts';
import type { SecondStepDue, SecondStepRequest } from './security.contract.ts';
import {
  noteSecondStepTaken,
  SESSION_COOKIE,
  startSession,
  type CookieRequest,
  type SessionOrigin,
} from './sessions.ts';
import { beginChallenge, countWrongAnswer, endChallenge, findChallenge } from './sign-in-challenges.ts';
import {
  refuseLockedSecondStep,
  reservePasskeySignInAttempt,
  reserveSecondStepAttempt,
  SECOND_STEP_ACCOUNT,
  SECOND_STEP_TRIES_PER_SIGN_IN,
} from './sign-in-throttle.ts';
import { recordEvent } from '../notifications/index.ts';
import { AppError } from '../platform/errors/index.ts';
import { checkSecondStepCode, invalidSecondStep, noSecondStep, secondStepMethods } from './two-step.ts';
import type { SecondStepMethod } from './account-values.contract.ts';
import type { Me } from './users.contract.ts';
import { User } from './user.model.ts';

/** Passkeys are made for the site people open RawEx at. */
export const relyingPartyOf = (
  settings: Pick<EventSettings, 'marketplaceName' | 'publicUrl'>,
): RelyingParty => ({
  name: settings.marketplaceName,
  origin: new URL(settings.publicUrl).origin,
});

/** Signs the person in on this browser (a new session; the device noted) and answers who they are now. */
export async function completeSignIn(
  request: CookieRequest,
  db: Knex,
  user: User,
  origin: SessionOrigin,
  { secondStep = false }: { secondStep?: boolean } = {},
): Promise<Me> {
  const acting = await startSession(request, db, user, origin, undefined, { secondStep });
  return toMe(user, {
    role: actingRole(user.role, acting.kind),
    companyId: acting.companyId,
    companyRole: acting.companyRole,
  });
}

/**
 * The password was right and a second step is set up: the browser is given 5 minutes to take it
 * (a short-lived cookie), with a passkey challenge when the person has passkeys.
 */
export async function beginSecondStep(
  request: CookieRequest,
  db: Knex,
  party: RelyingParty,
  userId: string,
  methods: SecondStepMethod[],
): Promise<SecondStepDue> {
  return secondStepChallenge(request, db, party, userId, methods, 'second_step');
}

/** A challenge of `purpose` for `userId`'s second step, with a passkey's when they have passkeys. */
async function secondStepChallenge(
  request: CookieRequest,
  db: Knex,
  party: RelyingParty,
  userId: string,
  methods: SecondStepMethod[],
  purpose: 'second_step' | 'second_step_confirmation',
): Promise<SecondStepDue> {
  await refuseLockedSecondStep(db, userId);
  const passkeyOptions = methods.includes('passkey')
    ? await passkeyAuthenticationOptions(db, party, userId)
    : null;
  const expiresAt = await beginChallenge(request, db, purpose, {
    userId,
    challenge: passkeyOptions?.challenge ?? null,
  });
  return {
    secondStep: {
      methods,
      expiresAt: expiresAt.toISOString(),
      passkeyOptions: passkeyOptions as Record<string, unknown> | null,
    },
  };
}

/**
 * Takes the second step of a sign-in begun with the password. Wrong answers are counted for the
 * account whatever its password did (`reserveSecondStepAttempt`) and for the address: the fifth
 * ends this sign-in, the tenth locks the account's sign-in for an hour and emails its owner. A
 * right one signs in.
 */
export async function takeSecondStep(
  request: CookieRequest,
  db: Knex,
  answering: SecondStepAnswering,
  step: SecondStepRequest,
): Promise<Me> {
  const pending = await findChallenge(request, db, 'second_step');
  const user = await User.query(db).findById(pending.userId!);
  if (!user) throw invalidSecondStep();
  await checkSecondStepAnswer(
    request,
    db,
    answering,
    user.id,
    pending.challenge,
    step,
    signInEndedByWrongAnswers,
  );
  await endChallenge(request, db);
  return completeSignIn(request, db, user, answering.origin, { secondStep: true });
}

/** What checking an answer to a second step needs: the passkeys' site, the sealing key, where it came from. */
export interface SecondStepAnswering {
  party: RelyingParty;
  secretsKey: Buffer;
  origin: SessionOrigin;
}

/**
 * One answer to the browser's second-step challenge for `userId`: a passkey's signature of
 * `challenge`, or a code. A wrong one is counted for the account and the address, and the
 * fifth for the challenge ends it (`ended` says so); the tenth for the account locks it.
 */
async function checkSecondStepAnswer(
  request: CookieRequest,
  db: Knex,
  { party, secretsKey, origin }: SecondStepAnswering,
  userId: string,
  challenge: string | null,
  step: SecondStepRequest,
  ended: () => AppError,
): Promise<void> {
  const attempt = await reserveSecondStepAttempt(db, userId, origin.network);
  try {
    if (step.method === 'passkey') {
      if (!challenge) throw invalidSecondStep();
      await authenticateWithPasskey(
        db,
        party,
        challenge,
        step.response as unknown as AuthenticationResponseJSON,
        userId,
      );
    } else if (!(await checkSecondStepCode(db, secretsKey, userId, step.method, step.code))) {
      throw invalidSecondStep();
    }
  } catch (wrong) {
    const challengeEnded = await countWrongAnswer(request, db, SECOND_STEP_TRIES_PER_SIGN_IN);
    if (attempt.accountFailures === SECOND_STEP_ACCOUNT.free) {
      await recordEvent(db, 'account.second_step_locked', { userId, network: origin.network ?? null });
    }
    throw challengeEnded ? ended() : wrong;
  }
  await attempt.succeeded();
}

const signInEndedByWrongAnswers = () =>
  new AppError({
    status: 401,
    code: 'sign_in_expired',
    title: 'Unauthorized',
    detail: `${SECOND_STEP_TRIES_PER_SIGN_IN} wrong answers ended this sign-in: sign in with your password again.`,
  });

const confirmationEnded = () =>
  new AppError({
    status: 401,
    code: 'second_step_confirmation_expired',
    title: 'Unauthorized',
    detail: `This confirmation took longer than 5 minutes or ${SECOND_STEP_TRIES_PER_SIGN_IN} wrong answers: start it again.`,
  });

/**
 * A signed-in person confirming their second step again, before what asks for a fresh one: the
 * browser is given 5 minutes to answer, with a passkey challenge when they have passkeys.
 */
export async function beginSecondStepConfirmation(
  request: CookieRequest,
  db: Knex,
  party: RelyingParty,
  userId: string,
): Promise<SecondStepDue> {
  const methods = await secondStepMethods(db, userId);
  if (methods.length === 0) throw noSecondStep();
  return secondStepChallenge(request, db, party, userId, methods, 'second_step_confirmation');
}

/** The answer to `beginSecondStepConfirmation`: right, and this session's second step is fresh again. */
export async function confirmSecondStep(
  request: CookieRequest,
  db: Knex,
  answering: SecondStepAnswering,
  userId: string,
  step: SecondStepRequest,
): Promise<void> {
  const pending = await findChallenge(request, db, 'second_step_confirmation').catch(() => {
    throw confirmationEnded();
  });
  if (pending.userId !== userId) throw confirmationEnded();
  await checkSecondStepAnswer(request, db, answering, userId, pending.challenge, step, confirmationEnded);
  await endChallenge(request, db);
  const token = request.cookies.get(SESSION_COOKIE);
  if (token) await noteSecondStepTaken(db, token);
}

/** A passkey's challenge for signing in without a password: any of this site's passkeys may answer. */
export async function beginPasskeySignIn(
  request: CookieRequest,
  db: Knex,
  party: RelyingParty,
): Promise<{ options: Record<string, unknown>; expiresAt: string }> {
  const options = await passkeyAuthenticationOptions(db, party, null);
  const expiresAt = await beginChallenge(request, db, 'passkey_sign_in', {
    userId: null,
    challenge: options.challenge,
  });
  return { options: options as unknown as Record<string, unknown>, expiresAt: expiresAt.toISOString() };
}

/**
 * Signs in with a passkey alone: it is two factors in one (the device, and the person's
 * fingerprint, face or PIN, which the passkey must have checked).
 */
export async function signInWithPasskey(
  request: CookieRequest,
  db: Knex,
  party: RelyingParty,
  origin: SessionOrigin,
  response: AuthenticationResponseJSON,
): Promise<Me> {
  const pending = await findChallenge(request, db, 'passkey_sign_in');
  await endChallenge(request, db);
  const attempt = await reservePasskeySignInAttempt(db, origin.network);
  const userId = await authenticateWithPasskey(db, party, pending.challenge!, response, null);
  await attempt.succeeded();
  const user = await User.query(db).findById(userId);
  if (!user || user.deletedAt) throw invalidSecondStep();
  // A passkey is two factors in one: the device, and the fingerprint, face or PIN it checked.
  return completeSignIn(request, db, user, origin, { secondStep: true });
}
