import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Me } from '../accounts/users.contract.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import type { TestApi, TestClient } from './test-api.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface SignedIn {
  client: TestClient;
  user: Me;
}

/**
 * Registers through the API (buyers and vendors) and returns a signed-in client. The address
 * is confirmed as if the emailed link were followed, unless `confirmEmail` is false.
 */
export async function signUp(
  api: TestApi,
  role: 'buyer' | 'vendor' = 'buyer',
  overrides: Record<string, unknown> = {},
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<SignedIn> {
  const client = api.client();
  const response = await client.post<Me>('/api/auth/register', {
    email: `${role}-${randomUUID()}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: role === 'vendor' ? 'Supplier' : 'Buyer',
    role,
    ...(role === 'vendor' ? { companyName: 'Test Supplies Ltd', location: 'Rotterdam, Netherlands' } : {}),
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  if (!confirmEmail) return { client, user: response.body };
  await api.db.knex('users').where({ id: response.body.id }).update({ emailVerifiedAt: new Date() });
  return { client, user: { ...response.body, emailVerified: true } };
}

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 seconds from now:
 * a code is taken once, so a second sign-in within the same period uses the next period's code.
 */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Sets up an authenticator app for a signed-in client: answers its secret and recovery codes. */
export async function enrollTotp(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const begun = await client.post<{ secret: string }>('/api/auth/two-step/totp', {});
  if (begun.status !== 200) throw new Error(`TOTP enrollment failed: ${begun.status} ${begun.text}`);
  const { secret } = begun.body;
  const confirmed = await client.post<{ recoveryCodes: string[] }>('/api/auth/two-step/totp/confirm', {
    code: await totpCode(secret),
  });
  if (confirmed.status !== 200)
    throw new Error(`TOTP confirmation failed: ${confirmed.status} ${confirmed.text}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * Admins are made by the CLI, not the API: straight into the database, then signed in, with an
 * authenticator app set up (administering needs a second step). `totpSecret` makes its codes.
 */
export async function signInAsAdmin(api: TestApi): Promise<SignedIn & { totpSecret: string }> {
  const email = `admin-${randomUUID()}@example.com`;
  await createAccount(api.db.knex, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'admin',
  });
  const client = api.client();
  const response = await client.post<Me>('/api/auth/login', { email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
  const { secret, recoveryCodes } = await enrollTotp(client);
  unusedRecoveryCodes.set(client, recoveryCodes);
  return { client, user: response.body, totpSecret: secret };
}

const unusedRecoveryCodes = new WeakMap<TestClient, string[]>();

/**
 * A fresh second step, as changing where money goes asks for: an authenticator app is set up for
 * the person the first time, then each call spends one of their recovery codes.
 */
export async function secondStepCode({ client }: SignedIn): Promise<string> {
  let codes = unusedRecoveryCodes.get(client);
  if (!codes) {
    codes = (await enrollTotp(client)).recoveryCodes;
    unusedRecoveryCodes.set(client, codes);
  }
  const code = codes.shift();
  if (!code) throw new Error('no recovery code left: enroll again');
  return code;
}

/**
 * Moves the second step the person's sessions took six minutes back, as if given long ago: what
 * asks for a fresh one (a factor's change, bank details) asks for it again.
 */
export async function letSecondStepGoStale(api: TestApi, { user }: SignedIn): Promise<void> {
  const longAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString();
  await api.db
    .knex('sessions')
    .where({ userId: user.id })
    .whereRaw("sess->>'secondStepAt' IS NOT NULL")
    .update({ sess: api.db.knex.raw(`jsonb_set(sess, '{secondStepAt}', to_jsonb(?::text))`, [longAgo]) });
}

/**
 * Signs `email` in on a new client with the test password (or `password`), taking the second step with the app's
 * code when `totpSecret` is given (this period's code, or the next one's if this one was used).
 */
export async function signInAgain(
  api: TestApi,
  email: string,
  totpSecret?: string,
  password = TEST_PASSWORD,
): Promise<SignedIn> {
  const client = api.client();
  const response = await client.post<Me>('/api/auth/login', { email, password });
  if (response.status === 200) return { client, user: response.body };
  if (response.status !== 202 || !totpSecret)
    throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  for (const stepsAhead of [0, 1]) {
    const step = await client.post<Me>('/api/auth/login/second-step', {
      method: 'totp',
      code: await totpCode(totpSecret, stepsAhead),
    });
    if (step.status === 200) return { client, user: step.body };
  }
  throw new Error(`the second step of ${email} failed`);
}
