import type { Knex } from 'knex';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { recordEvent } from '../notifications/index.ts';
import type { Passkey } from './security.contract.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { recoveryCodesForFirstFactor, forgetRecoveryCodesWithoutFactor } from './two-step.ts';

/** The WebAuthn library and its certificate parsers, loaded by the first passkey asked for. */
const webauthn = () => import('@simplewebauthn/server');

/** Whom passkeys are made for: the site people open RawEx at (its host is the relying party). */
export interface RelyingParty {
  name: string;
  origin: string;
}

const rpIdOf = (party: RelyingParty) => new URL(party.origin).hostname;

interface StoredPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: Buffer | Uint8Array;
  counter: string | number;
  transports: string[];
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  pausedAt: Date | null;
}

export interface PasskeySummary {
  id: string;
  name: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Set by a password reset: it signs in alone again once the person keeps it. */
  pausedAt: Date | null;
}

const toSummary = ({
  id,
  name,
  backedUp,
  createdAt,
  lastUsedAt,
  pausedAt,
}: StoredPasskey): PasskeySummary => ({ id, name, backedUp, createdAt, lastUsedAt, pausedAt });

export async function listPasskeys(db: Knex, userId: string): Promise<PasskeySummary[]> {
  const rows = (await db('passkeys').where({ userId }).orderBy('createdAt')) as StoredPasskey[];
  return rows.map(toSummary);
}

/** What the browser needs to make a passkey for the person: one per authenticator, never twice. */
export async function passkeyRegistrationOptions(
  db: Knex,
  party: RelyingParty,
  user: { id: string; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = (await db('passkeys')
    .where({ userId: user.id })
    .select('id', 'transports')) as StoredPasskey[];
  return (await webauthn()).generateRegistrationOptions({
    rpName: party.name,
    rpID: rpIdOf(party),
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    // A discoverable credential signs in without typing the email; verifying the person makes it two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

const passkeyRefused = (detail: string) =>
  new AppError({ status: 422, code: 'passkey_invalid', title: 'Unprocessable Content', detail });

/**
 * Keeps the passkey the browser made, once its answer proves the challenge was signed for this
 * site. Answers it, and the recovery codes that come with a first second step.
 */
export async function registerPasskey(
  db: Knex,
  party: RelyingParty,
  userId: string,
  challenge: string,
  { name, response }: { name: string; response: RegistrationResponseJSON },
): Promise<{ passkey: PasskeySummary; recoveryCodes: string[] }> {
  const verification = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: rpIdOf(party),
      requireUserVerification: true,
    })
    .catch((error: Error) => passkeyRefusedFor(error));
  if (!verification.verified) throw passkeyRefused('The passkey could not be verified: try again.');
  const { credential, credentialBackedUp } = verification.registrationInfo;
  return db.transaction(async (trx) => {
    const [row] = (await trx('passkeys')
      .insert({
        id: credential.id,
        userId,
        name,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
      })
      .onConflict('id')
      .ignore()
      .returning('*')) as StoredPasskey[];
    if (!row) throw passkeyRefused('This passkey is registered already.');
    await recordEvent(trx, 'account.second_step_changed', { userId, change: 'passkey_added' });
    return { passkey: toSummary(row), recoveryCodes: await recoveryCodesForFirstFactor(trx, userId) };
  });
}

function passkeyRefusedFor(error: Error): never {
  throw passkeyRefused(`The passkey was refused: ${error.message}`);
}

/** What the browser needs to sign in with a passkey: the person's own, or any of this site's. */
export async function passkeyAuthenticationOptions(
  db: Knex,
  party: RelyingParty,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = userId
    ? ((await db('passkeys').where({ userId }).select('id', 'transports')) as StoredPasskey[])
    : [];
  return (await webauthn()).generateAuthenticationOptions({
    rpID: rpIdOf(party),
    allowCredentials: allowed.map(({ id, transports }) => ({ id, transports })),
    userVerification: 'required',
  });
}

/**
 * Checks a passkey's answer to the challenge: the person it belongs to (who must be `userId` when
 * given). Its signature counter moves on; a counter that went back is a cloned key, refused.
 */
export async function authenticateWithPasskey(
  db: Knex,
  party: RelyingParty,
  challenge: string,
  response: AuthenticationResponseJSON,
  userId: string | null,
): Promise<string> {
  const stored = (await db('passkeys').where({ id: response.id }).first()) as StoredPasskey | undefined;
  if (!stored || (userId && stored.userId !== userId)) {
    throw new AppError({
      status: 401,
      code: 'passkey_unknown',
      title: 'Unauthorized',
      detail:
        'This passkey is not registered with RawEx (it may have been removed): sign in with your password.',
    });
  }
  // Signing in alone, it stands for the password too: not while a reset has paused it.
  if (userId === null && stored.pausedAt) {
    throw new AppError({
      status: 401,
      code: 'passkey_paused',
      title: 'Unauthorized',
      detail:
        'This passkey was paused when your password was reset: sign in with your password, then keep it under Account › Security.',
    });
  }
  const verification = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: rpIdOf(party),
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(stored.publicKey),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
      requireUserVerification: true,
    })
    .catch((error: Error) => passkeyRefusedFor(error));
  if (!verification.verified) throw passkeyRefused('The passkey could not be verified: try again.');
  await db('passkeys')
    .where({ id: stored.id })
    .update({ counter: verification.authenticationInfo.newCounter, lastUsedAt: db.fn.now() });
  return stored.userId;
}

/** The person confirms a passkey paused by a password reset is theirs: it signs in alone again. */
export async function keepPasskey(db: Knex, userId: string, id: string): Promise<PasskeySummary> {
  const [kept] = (await db('passkeys')
    .where({ userId, id })
    .update({ pausedAt: null })
    .returning('*')) as StoredPasskey[];
  if (!kept) throw notFound('You have no passkey with this id.', 'passkey_not_found');
  return toSummary(kept);
}

export async function removePasskey(db: Knex, userId: string, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const removed = await trx('passkeys').where({ userId, id }).delete();
    if (removed === 0) throw notFound('You have no passkey with this id.', 'passkey_not_found');
    await forgetRecoveryCodesWithoutFactor(trx, userId);
    await recordEvent(trx, 'account.second_step_changed', { userId, change: 'passkey_removed' });
  });
}

/** A passkey as the API answers it. */
export const toPasskey = (passkey: PasskeySummary): Passkey => ({
  ...passkey,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  pausedAt: passkey.pausedAt?.toISOString() ?? null,
});
