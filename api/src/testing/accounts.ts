import { randomUUID } from 'node:crypto';
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

/** Admins are made by the CLI, not the API: straight into the database, then signed in. */
export async function signInAsAdmin(api: TestApi): Promise<SignedIn> {
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
  return { client, user: response.body };
}
