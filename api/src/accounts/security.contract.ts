import { z } from 'zod';
import { SECOND_STEP_METHODS } from './account-values.contract.ts';
import { timestampSchema } from '../platform/common.contract.ts';
import { emailSchema, passwordSchema } from './users.contract.ts';

/** A password someone gives to prove who they are (not a new one). */
const currentPasswordSchema = z.string().min(1, 'is required').max(1000, 'is not a password');

export const secondStepMethodSchema = z.enum(SECOND_STEP_METHODS);
export type { SecondStepMethod } from './account-values.contract.ts';

/** What the browser made or signed with a passkey (WebAuthn's JSON), checked by the passkey library. */
const passkeyResponseSchema = z
  .looseObject({ id: z.string().min(1).max(1400), type: z.literal('public-key', 'must be public-key') })
  .meta({ description: 'The PublicKeyCredential, as @simplewebauthn/browser answers it.' });

/** WebAuthn's options, as @simplewebauthn/browser takes them (`optionsJSON`). */
const passkeyOptionsSchema = z.record(z.string(), z.unknown()).meta({ id: 'PasskeyOptions' });

export const passwordResetRequestBodySchema = z
  .strictObject({ email: emailSchema })
  .meta({ id: 'PasswordResetRequest' });

export const passwordResetConfirmBodySchema = z
  .strictObject({
    token: z.string().min(1, 'is required').max(200, 'is not a reset link’s token'),
    password: passwordSchema,
  })
  .meta({ id: 'PasswordResetConfirmRequest' });

export const secondStepDueSchema = z
  .object({
    secondStep: z.object({
      methods: z
        .array(secondStepMethodSchema)
        .meta({ description: 'The second steps this account has set up.' }),
      expiresAt: timestampSchema.meta({ description: 'Take the second step before this, or sign in again.' }),
      passkeyOptions: passkeyOptionsSchema
        .nullable()
        .meta({ description: 'For a passkey: the challenge to sign, for navigator.credentials.get().' }),
    }),
  })
  .meta({ id: 'SecondStepDue' });
export type SecondStepDue = z.infer<typeof secondStepDueSchema>;

const codeSchema = z.string().trim().min(1, 'is required').max(40, 'is not a code');

/** A code from the app, a recovery code, or a passkey's answer. */
export const secondStepBodySchema = z
  .discriminatedUnion(
    'method',
    [
      z.strictObject({ method: z.literal('totp'), code: codeSchema }),
      z.strictObject({ method: z.literal('recovery_code'), code: codeSchema }),
      z.strictObject({ method: z.literal('passkey'), response: passkeyResponseSchema }),
    ],
    { error: 'must be totp, recovery_code or passkey' },
  )
  .meta({ id: 'SecondStepRequest' });
export type SecondStepRequest = z.input<typeof secondStepBodySchema>;

export const passkeySignInBodySchema = z
  .strictObject({ response: passkeyResponseSchema })
  .meta({ id: 'PasskeySignInRequest' });

export const passkeyOptionsResponseSchema = z
  .object({ options: passkeyOptionsSchema, expiresAt: timestampSchema })
  .meta({ id: 'PasskeyChallenge' });

export const totpEnrollmentSchema = z
  .object({
    secret: z.string().meta({ description: 'The secret as text, to type into an app that cannot scan.' }),
    otpauthUrl: z.string().meta({ description: 'The otpauth:// address the QR code holds.' }),
    qrCodeSvg: z.string().meta({ description: 'The QR code, as an SVG document.' }),
  })
  .meta({ id: 'TotpEnrollment' });

export const confirmTotpBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6 digits your app shows'),
  })
  .meta({ id: 'ConfirmTotpRequest' });

export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).meta({
      description:
        'Shown this once: each signs in once in place of the second step. Empty when your old ones still stand.',
    }),
  })
  .meta({ id: 'RecoveryCodes' });

export const registerPasskeyBodySchema = z
  .strictObject({
    name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters').default('Passkey'),
    response: passkeyResponseSchema,
  })
  .meta({ id: 'RegisterPasskeyRequest' });

export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    backedUp: z.boolean().meta({ description: 'Synced to the person’s other devices by their platform.' }),
    createdAt: timestampSchema,
    lastUsedAt: timestampSchema.nullable(),
    pausedAt: timestampSchema.nullable().meta({
      description:
        'When a password reset paused it: until the person keeps it (POST /auth/passkeys/{id}/keep), it serves only as a second step after the password.',
    }),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyRegisteredSchema = z
  .object({ passkey: passkeySchema, recoveryCodes: recoveryCodesSchema.shape.recoveryCodes })
  .meta({ id: 'PasskeyRegistered' });

export const accountSecuritySchema = z
  .object({
    email: z.email(),
    pendingEmail: z
      .object({ email: z.email(), linkExpiresAt: timestampSchema })
      .nullable()
      .meta({ description: 'A new address waiting for its link to be followed.' }),
    totp: z.boolean().meta({ description: 'An authenticator app is set up.' }),
    passkeys: z.array(passkeySchema),
    recoveryCodesLeft: z.number().int(),
    secondStepRequired: z
      .boolean()
      .meta({ description: 'Administrators must set up a second step before any administration.' }),
  })
  .meta({ id: 'AccountSecurity' });
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const sessionSchema = z
  .object({
    id: z.string(),
    device: z.string().meta({ description: 'The browser and system, from its user agent.' }),
    address: z.string().nullable().meta({ description: 'The IP address it signed in from.' }),
    signedInAt: timestampSchema,
    lastSeenAt: timestampSchema.meta({ description: 'Its last request, to five minutes.' }),
    current: z.boolean().meta({ description: 'The session this request came in.' }),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const changeEmailBodySchema = z
  .strictObject({ newEmail: emailSchema, password: currentPasswordSchema })
  .meta({ id: 'ChangeEmailRequest' });

export const emailChangeTokenBodySchema = z
  .strictObject({ token: z.string().min(1, 'is required').max(1000, 'is not a link’s token') })
  .meta({ id: 'EmailChangeTokenRequest' });

export const emailChangedSchema = z
  .object({ email: z.email().meta({ description: 'The account’s sign-in email now.' }) })
  .meta({ id: 'EmailChanged' });

export const deleteAccountBodySchema = z
  .strictObject({
    password: currentPasswordSchema,
    code: codeSchema
      .optional()
      .meta({ description: 'With a second step set up: a code from your app, or a recovery code.' }),
  })
  .meta({ id: 'DeleteAccountRequest' });

export const dataExportQueuedSchema = z
  .object({
    exportId: z.string(),
    detail: z.string(),
  })
  .meta({ id: 'DataExportQueued' });
