import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { MAILED_SITE, startMailedTestApi } from '../testing/companies.ts';
import {
  enrollTotp,
  letSecondStepGoStale,
  signInAgain,
  signInAsAdmin,
  signUp,
  softwarePasskey,
  TEST_PASSWORD,
  totpCode,
  type TestApi,
} from '../testing/index.ts';
import type { SmtpInbox } from '../testing/smtp-inbox.ts';
import type { Me } from './users.contract.ts';
import { findSession } from './sessions.ts';
import type { AccountSecurity, SecondStepDue, Session } from './security.contract.ts';

let api: TestApi;
let inbox: SmtpInbox;

beforeAll(async () => {
  ({ api, inbox } = await startMailedTestApi());
});
afterAll(async () => {
  await api.close();
  await inbox.close();
});

const sentTo = (email: string, subject: string) => (mail: ParsedMail) =>
  mail.subject === subject && JSON.stringify(mail.to).includes(email);

/** The token of the link in the latest email to `email` with `subject`, by the page it opens. */
async function linkToken(email: string, subject: string, page: string, parameter = 'token'): Promise<string> {
  const mails = await inbox.waitFor(sentTo(email, subject));
  const text = mails.at(-1)!.text ?? '';
  const link = new RegExp(`${MAILED_SITE}${page}\\?${parameter}=(\\S+)`).exec(text);
  if (!link) throw new Error(`no ${page} link in: ${text}`);
  return decodeURIComponent(link[1]!);
}

describe('a forgotten password', () => {
  it('is reset by the emailed link, once: the old sessions end and the next step is signing in', async () => {
    const { client, user } = await signUp(api);
    const otherDevice = api.client();
    expect(
      (await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);

    const stranger = api.client();
    expect((await stranger.post('/api/auth/password-reset', { email: user.email })).status).toBe(202);
    const token = await linkToken(user.email, 'Set a new password', '/reset-password');

    const reset = await stranger.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new passphrase 42',
    });
    expect(reset.status).toBe(204);
    // Nobody is signed in by it, and both old sessions are refused at once.
    expect((await stranger.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    await inbox.waitFor(sentTo(user.email, 'Your password was changed'));

    const again = await stranger.post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another passphrase 7',
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'reset_link_invalid' });
    expect(
      (await api.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    const signedIn = await api
      .client()
      .post<Me>('/api/auth/login', { email: user.email, password: 'a brand new passphrase 42' });
    expect(signedIn.status).toBe(200);
  });

  it('pauses the passkeys for signing in alone and the API keys, until the person keeps each', async () => {
    const { client, user } = await signUp(api);
    const { secret } = await enrollTotp(client);
    const made = await client.post<{ id: number; key: string }>('/api/keys', {
      name: 'ERP sync',
      permissions: ['read:products'],
    });
    expect(made.status).toBe(201);
    const withKey = (path: string) =>
      api.client().get(path, { headers: { authorization: `Bearer ${made.body.key}` } });
    const first = await withKey('/api/auth/me');
    expect(first.status, first.text).toBe(200);
    // A passkey someone with the old password might have added (the browser's part is not at issue here).
    await api.db.knex('passkeys').insert({
      id: `planted-${user.id}`,
      userId: user.id,
      name: 'Not mine',
      publicKey: Buffer.from('not a key'),
    });

    await api.client().post('/api/auth/password-reset', { email: user.email });
    const token = await linkToken(user.email, 'Set a new password', '/reset-password');
    const newPassword = 'a brand new passphrase 42';
    expect(
      (await api.client().post('/api/auth/password-reset/confirm', { token, password: newPassword })).status,
    ).toBe(204);
    const told = await inbox.waitFor(sentTo(user.email, 'Your password was changed'));
    expect(told.at(-1)!.text).toContain('your API keys are paused');

    const paused = await withKey('/api/auth/me');
    expect([paused.status, (paused.body as { code: string }).code]).toEqual([401, 'api_key_paused']);
    const browser = api.client();
    await browser.post('/api/auth/passkeys/sign-in/options', {});
    const alone = await browser.post('/api/auth/passkeys/sign-in', {
      response: { id: `planted-${user.id}`, type: 'public-key' },
    });
    expect(alone.body).toMatchObject({ code: 'passkey_paused' });

    // Signed in with the new password and the app, the person keeps what is theirs.
    const owner = await signInAgain(api, user.email, secret, newPassword);
    const listed = await owner.client.get<AccountSecurity>('/api/auth/security');
    expect(listed.body.passkeys).toEqual([
      expect.objectContaining({ name: 'Not mine', pausedAt: expect.any(String) }),
    ]);
    const kept = await owner.client.post(`/api/auth/passkeys/planted-${user.id}/keep`, {});
    expect(kept.body).toMatchObject({ name: 'Not mine', pausedAt: null });
    const keys = await owner.client.get<{ id: number; status: string }[]>('/api/keys');
    expect(keys.body.map((key) => key.status)).toEqual(['paused']);
    expect((await owner.client.post(`/api/keys/${made.body.id}/resume`, {})).body).toMatchObject({
      status: 'active',
    });
    expect((await withKey('/api/auth/me')).status).toBe(200);
    expect((await owner.client.post(`/api/keys/${made.body.id}/resume`, {})).body).toMatchObject({
      code: 'api_key_not_paused',
    });
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const { user } = await signUp(api);
    const known = await api.client().post('/api/auth/password-reset', { email: user.email });
    const unknown = await api
      .client()
      .post('/api/auth/password-reset', { email: `nobody-${user.id}@example.com` });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect([known.status, known.text]).toEqual([202, '']);
    await inbox.waitFor(sentTo(user.email, 'Set a new password'));
    expect(inbox.received.filter((mail) => JSON.stringify(mail.to).includes(`nobody-${user.id}`))).toEqual(
      [],
    );
  });

  it('works only with the newest link, never a weak password, and slows down a flood', async () => {
    const { user } = await signUp(api);
    const client = api.client();
    await client.post('/api/auth/password-reset', { email: user.email });
    const first = await linkToken(user.email, 'Set a new password', '/reset-password');
    await client.post('/api/auth/password-reset', { email: user.email });
    await inbox.waitFor(sentTo(user.email, 'Set a new password'), 2);
    const second = await linkToken(user.email, 'Set a new password', '/reset-password');
    expect(second).not.toBe(first);

    expect(
      (
        await client.post('/api/auth/password-reset/confirm', {
          token: first,
          password: 'a brand new passphrase 42',
        })
      ).status,
    ).toBe(410);
    const weak = await client.post('/api/auth/password-reset/confirm', { token: second, password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({ errors: [{ field: 'password' }] });

    await client.post('/api/auth/password-reset', { email: user.email });
    const flood = await client.post('/api/auth/password-reset', { email: user.email });
    expect(flood.status).toBe(429);
    expect(flood.body).toMatchObject({ code: 'too_many_password_resets' });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the second step', () => {
  it('signs in with a code from the app or a recovery code, each once, after the password', async () => {
    const { client, user } = await signUp(api, 'vendor');
    const { secret, recoveryCodes } = await enrollTotp(client);
    expect(recoveryCodes).toHaveLength(10);
    await inbox.waitFor(sentTo(user.email, 'Your sign-in settings changed'));

    const browser = api.client();
    const login = await browser.post<SecondStepDue>('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(202);
    expect(login.body.secondStep.methods).toEqual(['totp', 'recovery_code']);
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    const wrong = await browser.post('/api/auth/login/second-step', { method: 'totp', code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'invalid_second_step' });
    const code = await totpCode(secret, 1);
    const signedIn = await browser.post<Me>('/api/auth/login/second-step', { method: 'totp', code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(user.id);
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // The same code a second time, in another sign-in: refused.
    const replay = api.client();
    await replay.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await replay.post('/api/auth/login/second-step', { method: 'totp', code })).status).toBe(401);
    const recovered = await replay.post('/api/auth/login/second-step', {
      method: 'recovery_code',
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(recovered.status).toBe(200);

    const reused = api.client();
    await reused.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(
      (await reused.post('/api/auth/login/second-step', { method: 'recovery_code', code: recoveryCodes[0] }))
        .status,
    ).toBe(401);
    const security = await client.get<AccountSecurity>('/api/auth/security');
    expect(security.body).toMatchObject({ totp: true, recoveryCodesLeft: 9, passkeys: [] });
  });

  it('ends a sign-in after five wrong codes, and needs a sign-in begun with the password', async () => {
    const { client, user } = await signUp(api);
    await enrollTotp(client);
    const noPassword = api.client();
    const skipped = await noPassword.post('/api/auth/login/second-step', { method: 'totp', code: '123456' });
    expect(skipped.status).toBe(401);
    expect(skipped.body).toMatchObject({ code: 'sign_in_expired' });

    const guesser = api.client();
    await guesser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await guesser.post<{ code: string }>('/api/auth/login/second-step', {
        method: 'totp',
        code: '000000',
      });
      codes.push(`${answer.status} ${answer.body.code}`);
    }
    expect(codes).toEqual([
      ...Array(4).fill('401 invalid_second_step'),
      '401 sign_in_expired',
      '401 sign_in_expired',
    ]);
  });

  it('locks a guesser who signs in again and again with a known password, and a reset lifts the lock', async () => {
    const { client, user } = await signUp(api);
    const { secret } = await enrollTotp(client);
    // One sign-in, four guesses, again: the password's success clears nothing of the codes' count.
    const answers: string[] = [];
    for (let round = 0; round < 3; round++) {
      const guesser = api.client();
      const login = await guesser.post<{ code: string }>('/api/auth/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      answers.push(`login ${login.status}${login.status === 202 ? '' : ` ${login.body.code}`}`);
      if (login.status !== 202) break;
      for (let guess = 0; guess < 4; guess++) {
        const answer = await guesser.post<{ code: string }>('/api/auth/login/second-step', {
          method: 'totp',
          code: '000000',
        });
        answers.push(`${answer.status} ${answer.body.code}`);
      }
    }
    expect(answers).toEqual([
      'login 202',
      ...Array(4).fill('401 invalid_second_step'),
      'login 202',
      ...Array(4).fill('401 invalid_second_step'),
      'login 202',
      '401 invalid_second_step',
      '401 invalid_second_step',
      '429 second_step_locked',
      '429 second_step_locked',
    ]);
    // Locked for everyone, the owner with the right code too, until the hour passes or a reset.
    const owner = api.client();
    const locked = await owner.post<{ code: string }>('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect([locked.status, locked.body.code]).toEqual([429, 'second_step_locked']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3_500);
    const [warning] = await inbox.waitFor(
      sentTo(user.email, 'Sign-in to your account is locked for an hour'),
    );
    expect(warning!.text).toMatch(/Ten wrong second-step codes/);

    expect((await owner.post('/api/auth/password-reset', { email: user.email })).status).toBe(202);
    const token = await linkToken(user.email, 'Set a new password', '/reset-password');
    const reset = await owner.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new passphrase 42',
    });
    expect(reset.status).toBe(204);
    const again = await owner.post('/api/auth/login', {
      email: user.email,
      password: 'a brand new passphrase 42',
    });
    expect(again.status).toBe(202);
    const signedIn = await owner.post('/api/auth/login/second-step', {
      method: 'totp',
      code: await totpCode(secret, 1),
    });
    expect(signedIn.status).toBe(200);
  });

  it('regenerates recovery codes, voiding the old ones', async () => {
    const { client, user } = await signUp(api);
    const { recoveryCodes: old } = await enrollTotp(client);
    const fresh = await client.post<{ recoveryCodes: string[] }>('/api/auth/two-step/recovery-codes', {});
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    const browser = api.client();
    await browser.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(
      (await browser.post('/api/auth/login/second-step', { method: 'recovery_code', code: old[0] })).status,
    ).toBe(401);
    expect(
      (
        await browser.post('/api/auth/login/second-step', {
          method: 'recovery_code',
          code: fresh.body.recoveryCodes[0],
        })
      ).status,
    ).toBe(200);
  });

  it('is asked for again before a factor, the recovery codes or the sign-in email change', async () => {
    const signedIn = await signUp(api);
    const { client } = signedIn;
    const { secret, recoveryCodes } = await enrollTotp(client);
    // Just given (setting the app up is giving it): the next five minutes need nothing more.
    const fresh = await client.post<{ recoveryCodes: string[] }>('/api/auth/two-step/recovery-codes', {});
    expect(fresh.status).toBe(200);

    // Someone at the open laptop an hour later, who knows the password too, changes nothing.
    await letSecondStepGoStale(api, signedIn);
    const refusals = await Promise.all([
      client.post('/api/auth/two-step/recovery-codes', {}),
      client.delete('/api/auth/two-step/totp'),
      client.post('/api/auth/passkeys/options', {}),
      client.delete('/api/auth/passkeys/no-such-key'),
      client.post('/api/auth/email', {
        newEmail: `taken-over-${signedIn.user.id}@example.com`,
        password: TEST_PASSWORD,
      }),
    ]);
    expect(refusals.map(({ status, body }) => `${status} ${(body as { code: string }).code}`)).toEqual(
      Array(5).fill('403 second_step_not_recent'),
    );
    expect((await client.get<AccountSecurity>('/api/auth/security')).body).toMatchObject({
      totp: true,
      pendingEmail: null,
    });

    // Confirming it in the session: a challenge first, a wrong code counted, then the app's code.
    const confirmWith = (body: object) => client.post('/api/auth/second-step/confirm', body);
    expect((await confirmWith({ method: 'totp', code: await totpCode(secret, 1) })).body).toMatchObject({
      code: 'second_step_confirmation_expired',
    });
    const due = await client.post<SecondStepDue>('/api/auth/second-step/confirm/options', {});
    expect(due.status).toBe(200);
    expect(due.body.secondStep.methods).toEqual(['totp', 'recovery_code']);
    expect((await confirmWith({ method: 'totp', code: '000000' })).body).toMatchObject({
      code: 'invalid_second_step',
    });
    // A recovery code the person replaced counts for nothing.
    expect((await confirmWith({ method: 'recovery_code', code: recoveryCodes[0] })).status).toBe(401);
    expect((await confirmWith({ method: 'totp', code: await totpCode(secret, 1) })).status).toBe(204);
    expect((await client.delete('/api/auth/two-step/totp')).status).toBe(204);

    // With no second step left, there is nothing to confirm.
    expect((await client.post('/api/auth/second-step/confirm/options', {})).body).toMatchObject({
      code: 'no_second_step',
    });
  });

  it('takes a passkey’s signature as a fresh second step: not its id alone, and only the person’s own', async () => {
    /** Signs up and adds a passkey held in software, as a browser's platform authenticator would. */
    const withPasskey = async () => {
      const signedIn = await signUp(api);
      const passkey = softwarePasskey(api.events.publicUrl);
      const begun = await signedIn.client.post<{ options: { challenge: string } }>(
        '/api/auth/passkeys/options',
        {},
      );
      expect(begun.status, begun.text).toBe(200);
      const added = await signedIn.client.post('/api/auth/passkeys', {
        name: 'Laptop',
        response: passkey.register(begun.body.options),
      });
      expect(added.status, added.text).toBe(201);
      return { ...signedIn, passkey };
    };
    const person = await withPasskey();
    const stranger = await withPasskey();
    const { client } = person;

    await letSecondStepGoStale(api, person);
    const guarded = () => client.post('/api/auth/passkeys/options', {});
    expect((await guarded()).body).toMatchObject({ code: 'second_step_not_recent' });

    const due = await client.post<SecondStepDue>('/api/auth/second-step/confirm/options', {});
    expect(due.body.secondStep.methods).toContain('passkey');
    const challenge = due.body.secondStep.passkeyOptions as {
      challenge: string;
      allowCredentials: { id: string }[];
    };
    expect(challenge.allowCredentials.map((credential) => credential.id)).toEqual([person.passkey.id]);
    const confirmWith = (response: object) =>
      client.post('/api/auth/second-step/confirm', { method: 'passkey', response });

    // The person's passkey id with another key's signature; another person's own passkey.
    const forged = { ...stranger.passkey.assert(challenge), id: person.passkey.id, rawId: person.passkey.id };
    const refusals = [await confirmWith(forged), await confirmWith(stranger.passkey.assert(challenge))];
    expect(refusals.map(({ status, body }) => `${status} ${(body as { code: string }).code}`)).toEqual([
      '422 passkey_invalid',
      '401 passkey_unknown',
    ]);
    expect((await guarded()).body).toMatchObject({ code: 'second_step_not_recent' });

    const answer = person.passkey.assert(challenge);
    expect((await confirmWith(answer)).status).toBe(204);
    expect((await guarded()).status).toBe(200);
    // The challenge is spent: the same answer confirms nothing again.
    expect((await confirmWith(answer)).body).toMatchObject({ code: 'second_step_confirmation_expired' });
  });

  it('is required before an administrator verifies a supplier', async () => {
    const { user } = await signUp(api);
    const seller = await signUp(api, 'vendor');
    const email = `admin-${user.id}@example.com`;
    const { createAccount } = await import('./accounts.service.ts');
    await createAccount(api.db.knex, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
    });
    const admin = api.client();
    expect((await admin.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    // A second session signed in with the password alone, before any second step was set up.
    const earlier = api.client();
    expect((await earlier.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);

    const refused = await admin.patch(`/api/users/${seller.user.id}`, { isVerified: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'second_step_required' });
    const security = await admin.get<AccountSecurity>('/api/auth/security');
    expect(security.body).toMatchObject({ secondStepRequired: true, totp: false });

    await enrollTotp(admin);
    const verified = await admin.patch(`/api/users/${seller.user.id}`, { isVerified: true });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ isVerified: true });
    // The earlier session, signed in without the new factor, ended when it was set up.
    expect((await earlier.get('/api/auth/me')).status).toBe(401);
    // A session that never proved the factor (one from before sessions noted it) administers nothing.
    await api.db.knex.raw(
      `UPDATE sessions SET sess = sess - 'secondStepAt' WHERE user_id = (SELECT id FROM users WHERE email = ?)`,
      [email],
    );
    const notTaken = await admin.patch(`/api/users/${seller.user.id}`, { isVerified: false });
    expect([notTaken.status, (notTaken.body as { code: string }).code]).toEqual([
      403,
      'second_step_not_taken',
    ]);

    const enrolled = await signInAsAdmin(api);
    expect((await enrolled.client.get('/api/audit-events')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists where the person is signed in, and one ended from the list is refused at once', async () => {
    const { client, user } = await signUp(api);
    const phone = api.client();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    await phone.post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { headers: { 'user-agent': iphone } },
    );
    await inbox.waitFor(sentTo(user.email, 'A sign-in from a new device'));

    const listed = await client.get<Session[]>('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    const phoneSession = listed.body.find((session) => !session.current)!;
    expect(phoneSession).toMatchObject({ device: 'Safari 17 on iOS', address: phone.address });
    expect(listed.body.filter((session) => session.current)).toHaveLength(1);

    expect((await client.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await client.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);

    const someoneElse = await signUp(api);
    const theirs = await someoneElse.client.get<Session[]>('/api/auth/sessions');
    expect((await client.delete(`/api/auth/sessions/${theirs.body[0]!.id}`)).status).toBe(404);
    expect((await someoneElse.client.get('/api/auth/me')).status).toBe(200);
  });

  it('shows when a session was last used, to five minutes', async () => {
    const { client } = await signUp(api);
    const token = /rawex_session=([^;]+)/.exec(client.cookieHeader)![1]!;
    const [before] = (await client.get<Session[]>('/api/auth/sessions')).body;
    const later = new Date(Date.parse(before!.lastSeenAt) + 6 * 60_000);
    await findSession(api.db.knex, token, later);
    const [after] = (await client.get<Session[]>('/api/auth/sessions')).body;
    expect(after!.lastSeenAt).toBe(later.toISOString());
    expect(after!.signedInAt).toBe(before!.signedInAt);
  });

  it('signs out everywhere else, keeping this one', async () => {
    const { client, user } = await signUp(api);
    const laptop = api.client();
    await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect((await client.delete('/api/auth/sessions')).status).toBe(204);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await client.get<Session[]>('/api/auth/sessions')).body).toHaveLength(1);
  });
});

describe('changing the sign-in email', () => {
  it('applies once the new address follows its link, and the old address can undo it', async () => {
    const { client, user } = await signUp(api);
    const newEmail = `moved-${user.id}@example.com`.toLowerCase();
    const wrongPassword = await client.post('/api/auth/email', { newEmail, password: 'not my password' });
    expect(wrongPassword.status).toBe(401);
    expect((await client.post('/api/auth/email', { newEmail, password: TEST_PASSWORD })).status).toBe(202);
    expect((await client.get<Me>('/api/auth/me')).body.email).toBe(user.email);
    expect((await client.get<AccountSecurity>('/api/auth/security')).body.pendingEmail).toMatchObject({
      email: newEmail,
    });

    const confirm = await linkToken(newEmail, 'Confirm your new email address', '/account/email');
    const confirmed = await api.client().post('/api/auth/email/confirm', { token: confirm });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect((await client.get<Me>('/api/auth/me')).body.email).toBe(newEmail);
    expect((await api.client().post('/api/auth/email/confirm', { token: confirm })).status).toBe(410);

    const undo = await linkToken(user.email, 'Your sign-in email was changed', '/account/email', 'undo');
    const undone = await api.client().post('/api/auth/email/undo', { token: undo });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: user.email });
    // Whoever changed it is signed out; the person signs in with the old address.
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(
      (await api.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an address another account signs in with', async () => {
    const { client } = await signUp(api);
    const other = await signUp(api);
    const taken = await client.post('/api/auth/email', {
      newEmail: other.user.email,
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_taken' });
  });

  it('sends at most five links a day, so nobody mails strangers through RawEx', async () => {
    const { client, user } = await signUp(api);
    const ask = (index: number) =>
      client.post('/api/auth/email', {
        newEmail: `stranger-${index}-${user.id}@example.com`,
        password: TEST_PASSWORD,
      });
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await ask(index));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(answers[5]!.body).toMatchObject({ code: 'too_many_email_changes' });
    expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});
