import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Vendor } from '../contracts.ts';
import {
  signInAsAdmin,
  signUp,
  startMailedTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';
import { verificationToken } from './email-verification.ts';
import { isSealed, open } from '../platform/secrets.ts';

describe('email address verification', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ api, inbox } = await startMailedTestApi());
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
    const confirmed = await api.client().post('/api/auth/verify-email', { token });
    expect(confirmed.status).toBe(200);
    // Whoever holds the link learns that it worked, nothing of the account.
    expect(confirmed.body).toEqual({ emailVerified: true });
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
      api.events.secretsKey(),
      { id: vendor.user.id, email: vendor.user.email },
      new Date(Date.now() - 3600_000),
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
    // The key links are signed with is kept sealed: the database alone signs none.
    const kept = await api.db.knex('signingKeys').first('secret');
    expect(isSealed(kept.secret)).toBe(true);
    expect(open(api.events.secretsKey(), kept.secret)).toHaveLength(32);
  });

  it('holds back what would reach other people until the address is confirmed', async () => {
    const newcomer = await signUp(api, 'buyer', {}, { confirmEmail: false });
    const attempts = () =>
      Promise.all([
        newcomer.client.post<{ code: string }>('/api/rfqs', {}),
        newcomer.client.post<{ code: string }>('/api/conversations', {}),
        newcomer.client.post<{ code: string }>('/api/webhooks', {}),
        newcomer.client.post<{ code: string }>('/api/keys', { name: 'mine', permissions: ['read:products'] }),
        newcomer.client.post<{ code: string }>('/api/upload/document', undefined, {
          headers: { 'x-requested-with': 'fetch' },
        }),
      ]);
    for (const refused of await attempts()) {
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('email_not_confirmed');
    }
    expect(await api.db.knex('apiKeys').where({ userId: newcomer.user.id }).first()).toBeUndefined();

    const token = await linkTo(newcomer);
    expect((await api.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    // The same session: now past the gate (and on to each route's own checks).
    const statuses = (await attempts()).map((answer) => answer.status);
    expect(statuses).not.toContain(403);
    expect(statuses[3]).toBe(201);
  });

  /** The account's confirmation emails as if each had been asked for `minutes` earlier. */
  const ageEmails = (user: SignedIn, minutes: number) =>
    api.db.knex.raw(
      `UPDATE verification_emails SET requested_at = requested_at - make_interval(mins => ?) WHERE user_id = ?`,
      [minutes, user.user.id],
    );

  it('sends the same link again on request, at most once in 5 minutes and 5 times a day', async () => {
    const buyer = await signUp(
      api,
      'buyer',
      { firstName: 'Visit evil.example now' },
      { confirmEmail: false },
    );
    const first = await linkTo(buyer);
    const soon = await buyer.client.post<{ code: string }>('/api/auth/verification-email');
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('verification_email_too_soon');
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(240);

    await ageEmails(buyer, 6);
    expect((await buyer.client.post('/api/auth/verification-email')).status).toBe(202);
    const mails = await inbox.waitFor(
      (received) =>
        received.subject === 'Confirm your email address' &&
        JSON.stringify(received.to).includes(buyer.user.email),
      2,
    );
    const again = /verify-email\?token=(\S+)/.exec(mails[1]!.text ?? '')!;
    expect(decodeURIComponent(again[1]!)).toBe(first);
    // Nothing the account wrote: a name could carry a message in RawEx's own email.
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,/);
      expect(`${mail.text} ${mail.html}`).not.toContain('evil.example');
    }

    for (let sent = 2; sent < 5; sent += 1) {
      await ageEmails(buyer, 6);
      expect((await buyer.client.post('/api/auth/verification-email')).status).toBe(202);
    }
    await ageEmails(buyer, 6);
    const daily = await buyer.client.post<{ code: string }>('/api/auth/verification-email');
    expect(daily.status).toBe(429);
    expect(daily.body.code).toBe('too_many_verification_emails');
    expect(
      await api.db.knex('verificationEmails').where({ userId: buyer.user.id }).count({ n: '*' }).first(),
    ).toEqual({
      n: 5,
    });

    const confirmed = await signUp(api, 'buyer');
    const already = await confirmed.client.post<{ code: string }>('/api/auth/verification-email');
    expect(already.status).toBe(409);
    expect(already.body.code).toBe('email_already_verified');
  });
});
