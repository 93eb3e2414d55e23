import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Vendor } from '../contracts.ts';
import {
  signInAsAdmin,
  signUp,
  startSmtpInbox,
  startTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';
import { verificationToken } from './email-verification.ts';

describe('email address verification', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let admin: SignedIn;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({
      worker: true,
      events: {
        mail: { from: 'RawEx <hello@rawex.test>', smtpUrl: inbox.url },
        publicUrl: 'https://market.rawex.test',
      },
    });
    admin = await signInAsAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  const linkTo = async (vendor: SignedIn) => {
    const [mail] = await inbox.waitFor(
      (received) =>
        received.subject === 'Confirm your email address' &&
        JSON.stringify(received.to).includes(vendor.user.email),
    );
    const link = /https:\/\/market\.rawex\.test\/verify-email\?token=(\S+)/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    expect(mail!.html).toContain('href="https://market.rawex.test/verify-email?token=');
    return decodeURIComponent(link![1]!);
  };

  it('emails a signed link at sign-up; the admin cannot verify the supplier until it is followed', async () => {
    const vendor = await signUp(api, 'vendor', { companyName: 'Unconfirmed Ores' }, { confirmEmail: false });
    expect(vendor.user.emailVerified).toBe(false);

    const refused = await admin.client.patch<{ code: string; detail: string }>(
      `/api/users/${vendor.user.id}`,
      { isVerified: true },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_not_verified');
    expect(refused.body.detail).toContain('Unconfirmed Ores has not confirmed its email address yet');

    const token = await linkTo(vendor);
    const confirmed = await api.client().post<Me>('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: vendor.user.id, emailVerified: true });
    // Following the link again is harmless.
    expect((await api.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await vendor.client.get<Me>('/api/auth/me')).body.emailVerified).toBe(true);

    const verified = await admin.client.patch<Vendor>(`/api/users/${vendor.user.id}`, { isVerified: true });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ isVerified: true, emailVerified: true });
  });

  it('refuses a forged, altered or expired token, and one for an address the account no longer has', async () => {
    const vendor = await signUp(api, 'vendor', {}, { confirmEmail: false });
    const token = await linkTo(vendor);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: string };
    const forged = `${Buffer.from(JSON.stringify({ ...claims, x: 4_102_444_800 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${signature.slice(1)}x`, 'not-a-token']) {
      const refused = await api.client().post<{ code: string }>('/api/auth/verify-email', { token: bad });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('verification_link_invalid');
    }
    const old = await verificationToken(
      api.db.knex,
      { id: vendor.user.id, email: vendor.user.email },
      new Date(Date.now() - 49 * 3600_000),
    );
    const expired = await api.client().post<{ code: string }>('/api/auth/verify-email', { token: old });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('verification_link_expired');

    await api.db
      .knex('users')
      .where({ id: vendor.user.id })
      .update({ email: `moved-${vendor.user.email}` });
    expect((await api.client().post('/api/auth/verify-email', { token })).status).toBe(422);
    expect((await vendor.client.get<Me>('/api/auth/me')).body.emailVerified).toBe(false);
  });

  it('sends a new link on request, and says when the address is confirmed already', async () => {
    const buyer = await signUp(api, 'buyer', {}, { confirmEmail: false });
    await linkTo(buyer);
    expect((await buyer.client.post('/api/auth/verification-email')).status).toBe(202);
    await inbox.waitFor(
      (received) =>
        received.subject === 'Confirm your email address' &&
        JSON.stringify(received.to).includes(buyer.user.email),
      2,
    );
    const confirmed = await signUp(api, 'buyer');
    const already = await confirmed.client.post<{ code: string }>('/api/auth/verification-email');
    expect(already.status).toBe(409);
    expect(already.body.code).toBe('email_already_verified');
  });
});
