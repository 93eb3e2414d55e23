import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import {
  signInAsAdmin,
  signUp,
  startTestApi,
  TEST_PASSWORD,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

describe('actions that ask for a recent sign-in', () => {
  let api: TestApi;
  let admin: SignedIn;
  let vendor: SignedIn;

  /** The admin's session as it is 16 minutes after its password was given. */
  const ageSessions = () =>
    api.db.knex.raw(
      `UPDATE sessions SET sess = jsonb_set(sess, '{passwordConfirmedAt}', to_jsonb((now() - interval '16 minutes')::text))
        WHERE sess->>'userId' = ?`,
      [admin.user.id],
    );

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAsAdmin(api);
    vendor = await signUp(api, 'vendor');
  });
  afterAll(() => api.close());

  it('asks an admin whose session is older than 15 minutes for the password again, then lets it act', async () => {
    await ageSessions();
    const asks = [
      await admin.client.patch<ProblemBody>(`/api/users/${vendor.user.id}`, { isVerified: true }),
      await admin.client.post<ProblemBody>('/api/keys', { name: 'everything', permissions: ['admin:all'] }),
      await admin.client.put<ProblemBody>(`/api/users/${vendor.user.id}/key-rate-limit-cap`, {
        cap: 20_000,
      }),
    ];
    for (const answer of asks) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'recent_sign_in_required',
        detail: 'Confirm your password to do this: you signed in more than 15 minutes ago.',
      });
    }
    expect((await api.db.knex('users').where({ id: vendor.user.id }).first('isVerified')).isVerified).toBe(
      false,
    );
    // A key that cannot do more than read needs no password.
    expect(
      (await admin.client.post('/api/keys', { name: 'reader', permissions: ['read:products'] })).status,
    ).toBe(201);

    const wrong = await admin.client.post<ProblemBody>('/api/auth/confirm-password', {
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect((await admin.client.post('/api/auth/confirm-password', { password: TEST_PASSWORD })).status).toBe(
      204,
    );
    expect((await admin.client.patch(`/api/users/${vendor.user.id}`, { isVerified: true })).status).toBe(200);
    const key = await admin.client.post<{ key: string }>('/api/keys', {
      name: 'everything',
      permissions: ['admin:all'],
    });
    expect(key.status).toBe(201);

    // A key has no password to give: it acts only while its owner has given theirs lately.
    await ageSessions();
    const byKey = (key: string, method: string, path: string, body: unknown) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const madeByKey = await byKey(key.body.key, 'POST', '/api/keys', {
      name: 'made by a key',
      permissions: ['admin:all'],
    });
    expect(madeByKey.status).toBe(403);
    expect(((await madeByKey.json()) as ProblemBody).code).toBe('recent_sign_in_required');
    const verifier = await admin.client.post<{ key: string }>('/api/keys', {
      name: 'verifier',
      permissions: ['write:vendors'],
    });
    expect(verifier.status).toBe(403);
    await admin.client.post('/api/auth/confirm-password', { password: TEST_PASSWORD });
    const verifierKey = (
      await admin.client.post<{ key: string }>('/api/keys', {
        name: 'verifier',
        permissions: ['write:vendors'],
      })
    ).body.key;
    // Verifying a supplier is done signed in, never by a key: not even while its owner's password is fresh.
    const unverify = { isVerified: false };
    const byVerifier = await byKey(verifierKey, 'PATCH', `/api/users/${vendor.user.id}`, unverify);
    expect([byVerifier.status, ((await byVerifier.json()) as ProblemBody).code]).toEqual([
      403,
      'session_required',
    ]);
    expect((await api.db.knex('users').where({ id: vendor.user.id }).first('isVerified')).isVerified).toBe(
      true,
    );
    expect(
      (await byKey(key.body.key, 'POST', '/api/keys', { name: 'by key', permissions: ['admin:all'] })).status,
    ).toBe(201);
  });

  it('asks it again before a key gains admin:all or write:vendors, or a higher limit, but not to narrow one', async () => {
    const reader = await admin.client.post<{ id: number }>('/api/keys', {
      name: 'reader',
      permissions: ['read:products'],
      rateLimit: 500,
    });
    await ageSessions();
    for (const change of [
      { permissions: ['read:products', 'admin:all'] },
      { permissions: ['write:vendors'] },
      { rateLimit: 5_000 },
    ]) {
      const refused = await admin.client.patch<ProblemBody>(`/api/keys/${reader.body.id}`, change);
      expect(refused.status, JSON.stringify(change)).toBe(403);
      expect(refused.body.code).toBe('recent_sign_in_required');
    }
    const stored = await api.db
      .knex('apiKeys')
      .where({ id: reader.body.id })
      .first('permissions', 'rateLimit');
    expect(stored).toMatchObject({ permissions: ['read:products'], rateLimit: 500 });
    const narrowed = await admin.client.patch(`/api/keys/${reader.body.id}`, {
      permissions: ['read:orders'],
      rateLimit: 100,
    });
    expect(narrowed.status).toBe(200);
  });

  it('confirms a password only in a session', async () => {
    const { key } = (
      await admin.client.post<{ key: string }>('/api/keys', { name: 'r', permissions: ['read:products'] })
    ).body;
    const byKey = await fetch(`${api.url}/api/auth/confirm-password`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(byKey.status).toBe(403);
  });
});
