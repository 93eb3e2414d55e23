import type { Me, SecondStepDue, SecondStepRequest } from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';
import { useStartOver } from './session';

/** How an account signs in, where it is signed in, and changing either; resets, email moves, leaving. */

export const SECURITY = readAddress('/api/auth/security');
export const SESSIONS = readAddress('/api/auth/sessions');

/** How the signed-in person signs in; nothing is asked while `wanted` is false. */
export function useAccountSecurity(wanted = true) {
  const { data, error } = useRead(wanted ? SECURITY : null);
  return { security: data, error };
}

export function useSessions() {
  const { data, error } = useRead(SESSIONS);
  return { sessions: data, error };
}

/** Whether a sign-in answer asks for a second step (202) rather than signing in. */
export const isSecondStepDue = (answer: Me | SecondStepDue): answer is SecondStepDue =>
  'secondStep' in answer;

/** The browser's passkey signing a challenge the API gave. */
const signWithPasskey = (options: Record<string, unknown>) =>
  startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });

/** The second step of a sign-in, and signing in with a passkey alone; each starts a new session's data. */
export function useSecondStep() {
  const startOver = useStartOver();
  const signedIn = async (me: Me) => {
    await startOver(me);
    return me;
  };
  return {
    async withCode(method: Exclude<SecondStepRequest['method'], 'passkey'>, code: string): Promise<Me> {
      const { data } = await ok(api.POST('/api/auth/login/second-step', { body: { method, code } }));
      return signedIn(data);
    },
    async withPasskey(due: SecondStepDue): Promise<Me> {
      const response = await signWithPasskey(due.secondStep.passkeyOptions ?? {});
      const { data } = await ok(
        api.POST('/api/auth/login/second-step', {
          body: { method: 'passkey', response: response as unknown as SecondStepPasskey },
        }),
      );
      return signedIn(data);
    },
    async passkeyAlone(): Promise<Me> {
      const { data: challenge } = await ok(api.POST('/api/auth/passkeys/sign-in/options'));
      const response = await signWithPasskey(challenge.options);
      const { data } = await ok(
        api.POST('/api/auth/passkeys/sign-in', {
          body: { response: response as unknown as SecondStepPasskey },
        }),
      );
      return signedIn(data);
    },
  };
}
type SecondStepPasskey = Extract<SecondStepRequest, { method: 'passkey' }>['response'];

/** Giving the second step again in this session, before a change that asks for a fresh one. */
export async function beginSecondStepConfirmation(): Promise<SecondStepDue> {
  return (await ok(api.POST('/api/auth/second-step/confirm/options'))).data;
}

/** A code of six digits is the app's; anything else a recovery code. */
export async function confirmSecondStepWithCode(code: string): Promise<void> {
  const method = /^\d{6}$/.test(code.replace(/\s/g, '')) ? 'totp' : 'recovery_code';
  await ok(api.POST('/api/auth/second-step/confirm', { body: { method, code } }));
}

export async function confirmSecondStepWithPasskey(due: SecondStepDue): Promise<void> {
  const response = await signWithPasskey(due.secondStep.passkeyOptions ?? {});
  await ok(
    api.POST('/api/auth/second-step/confirm', {
      body: { method: 'passkey', response: response as unknown as SecondStepPasskey },
    }),
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  await ok(api.POST('/api/auth/password-reset', { body: { email } }));
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await ok(api.POST('/api/auth/password-reset/confirm', { body: { token, password } }));
}

export async function confirmEmailChange(token: string): Promise<string> {
  return (await ok(api.POST('/api/auth/email/confirm', { body: { token } }))).data.email;
}

export async function undoEmailChange(token: string): Promise<string> {
  return (await ok(api.POST('/api/auth/email/undo', { body: { token } }))).data.email;
}

/** What the security page changes; each reads the page's figures again. */
/** What setting up an authenticator app shows: the secret as text and as a QR code. */
export type TotpEnrollment = Awaited<ReturnType<ReturnType<typeof useSecurityActions>['beginTotp']>>;

export function useSecurityActions() {
  const invalidate = useInvalidate();
  const startOver = useStartOver();
  const reload = () => invalidate(RESOURCES.security);
  return {
    async beginTotp() {
      return (await ok(api.POST('/api/auth/two-step/totp'))).data;
    },
    async confirmTotp(code: string) {
      const { data } = await ok(api.POST('/api/auth/two-step/totp/confirm', { body: { code } }));
      await reload();
      return data.recoveryCodes;
    },
    async removeTotp() {
      await ok(api.DELETE('/api/auth/two-step/totp'));
      await reload();
    },
    async regenerateRecoveryCodes() {
      const { data } = await ok(api.POST('/api/auth/two-step/recovery-codes'));
      await reload();
      return data.recoveryCodes;
    },
    async addPasskey(name: string) {
      const { data: challenge } = await ok(api.POST('/api/auth/passkeys/options'));
      const response = await startRegistration({
        optionsJSON: challenge.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const { data } = await ok(
        api.POST('/api/auth/passkeys', {
          body: { name, response: response as unknown as SecondStepPasskey },
        }),
      );
      await reload();
      return data.recoveryCodes;
    },
    /** A passkey a password reset paused signs in alone again. */
    async keepPasskey(id: string) {
      await ok(api.POST('/api/auth/passkeys/{id}/keep', { params: { path: { id } } }));
      await reload();
    },
    async removePasskey(id: string) {
      await ok(api.DELETE('/api/auth/passkeys/{id}', { params: { path: { id } } }));
      await reload();
    },
    async endSession(id: string) {
      await ok(api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }));
      await reload();
    },
    async endOtherSessions() {
      await ok(api.DELETE('/api/auth/sessions'));
      await reload();
    },
    async changePassword(currentPassword: string, newPassword: string) {
      await ok(api.POST('/api/auth/password', { body: { currentPassword, newPassword } }));
      await reload();
    },
    async changeEmail(newEmail: string, password: string) {
      await ok(api.POST('/api/auth/email', { body: { newEmail, password } }));
      await reload();
    },
    async deleteAccount(password: string, code: string | undefined) {
      await ok(api.DELETE('/api/auth/me', { body: { password, ...(code ? { code } : {}) } }));
      await startOver(null);
    },
  };
}

/** The address that downloads the person's data (the browser saves the file the API names). */
export const MY_DATA_EXPORT = '/api/auth/me/export';
