import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '@rawex/api/contracts';
import { admin, buyer, securityOf, signedInAs, signedOut } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const sessions: Session[] = [
  {
    id: 'a'.repeat(64),
    device: 'Chrome 131 on Windows',
    address: '203.0.113.9',
    signedInAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-27T08:00:00.000Z',
    current: true,
  },
  {
    id: 'b'.repeat(64),
    device: 'Safari 17 on iOS',
    address: '198.51.100.4',
    signedInAt: '2026-11-25T18:00:00.000Z',
    lastSeenAt: '2026-11-26T07:00:00.000Z',
    current: false,
  },
];

describe('/account/security', () => {
  it('lists where the person is signed in, and signs another device out', async () => {
    const ended: string[] = [];
    let listed = sessions;
    server.use(
      signedInAs(buyer),
      securityOf(buyer),
      http.get('*/api/auth/sessions', () => HttpResponse.json(listed)),
      http.delete('*/api/auth/sessions/:id', ({ params }) => {
        ended.push(String(params.id));
        listed = listed.filter((session) => session.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/account/security');
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign it out' }));
    await waitFor(() => expect(ended).toEqual(['b'.repeat(64)]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('sets up an authenticator app with a code it shows, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
    server.use(
      signedInAs(buyer),
      securityOf(buyer),
      http.get('*/api/auth/sessions', () => HttpResponse.json(sessions.slice(0, 1))),
      http.post('*/api/auth/two-step/totp', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/RawEx:bea%40example.com?secret=JBSWY3DPEHPK3PXP',
          qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      ),
      http.post('*/api/auth/two-step/totp/confirm', () => {
        server.use(securityOf(buyer, { totp: true, recoveryCodesLeft: 10 }));
        return HttpResponse.json({ recoveryCodes: codes });
      }),
    );
    renderRoute('/account/security');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByLabelText('Secret key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(
      screen.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(
      'Enter the 6 digits your app shows.',
    );
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const shown = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(await screen.findByText('10 of 10 left')).toBeInTheDocument();
  });

  it('asks for the second step again before removing the app, then removes it', async () => {
    const answers: unknown[] = [];
    let confirmed = false;
    const problem = (status: number, code: string, detail: string) =>
      HttpResponse.json(
        { type: `/api/docs#problem-${code}`, title: 'Forbidden', status, code, detail },
        { status, headers: { 'content-type': 'application/problem+json' } },
      );
    server.use(
      signedInAs(buyer),
      securityOf(buyer, { totp: true, recoveryCodesLeft: 10 }),
      http.get('*/api/auth/sessions', () => HttpResponse.json(sessions.slice(0, 1))),
      http.delete('*/api/auth/two-step/totp', () => {
        if (!confirmed) return problem(403, 'second_step_not_recent', 'Confirm it is you first.');
        server.use(securityOf(buyer));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/auth/second-step/confirm/options', () =>
        HttpResponse.json({
          secondStep: {
            methods: ['totp', 'recovery_code'],
            expiresAt: '2026-12-04T10:05:00.000Z',
            passkeyOptions: null,
          },
        }),
      ),
      http.post('*/api/auth/second-step/confirm', async ({ request }) => {
        const answer = (await request.json()) as { method: string; code: string };
        answers.push(answer);
        if (answer.code !== '246810')
          return problem(401, 'invalid_second_step', 'That code is not right, or was used before.');
        confirmed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/account/security');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the app' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // No passkey set up: no passkey offered.
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await userEvent.type(await within(dialog).findByLabelText(/^Code from your authenticator app/), '135791');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('That code is not right, or was used before.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Code from your authenticator app/));
    await userEvent.type(within(dialog).getByLabelText(/^Code from your authenticator app/), 'abcde-fghjk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.clear(within(dialog).getByLabelText(/^Code from your authenticator app/));
    await userEvent.type(within(dialog).getByLabelText(/^Code from your authenticator app/), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(answers).toEqual([
      { method: 'totp', code: '135791' },
      { method: 'recovery_code', code: 'abcde-fghjk' },
      { method: 'totp', code: '246810' },
    ]);
  });

  it('tells of passkeys a password reset paused, and keeps one the person says is theirs', async () => {
    const passkey = {
      id: 'cred-1',
      name: 'Work laptop',
      backedUp: false,
      createdAt: '2026-11-20T09:00:00.000Z',
      lastUsedAt: null,
      pausedAt: '2026-12-04T08:00:00.000Z',
    };
    const kept: string[] = [];
    server.use(
      signedInAs(buyer),
      securityOf(buyer, { totp: true, recoveryCodesLeft: 10, passkeys: [passkey] }),
      http.get('*/api/auth/sessions', () => HttpResponse.json(sessions.slice(0, 1))),
      http.post('*/api/auth/passkeys/:id/keep', ({ params }) => {
        kept.push(String(params.id));
        server.use(
          securityOf(buyer, {
            totp: true,
            recoveryCodesLeft: 10,
            passkeys: [{ ...passkey, pausedAt: null }],
          }),
        );
        return HttpResponse.json({ ...passkey, pausedAt: null });
      }),
    );
    renderRoute('/account/security');
    expect(await screen.findByText('Your password was reset')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Paused')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Keep Work laptop' }));
    await waitFor(() => expect(screen.queryByText('Your password was reset')).toBeNull());
    expect(kept).toEqual(['cred-1']);
    expect(within(screen.getByRole('list', { name: 'Your passkeys' })).queryByText('Paused')).toBeNull();
  });

  it('tells an administrator without a second step that administration waits for one', async () => {
    server.use(
      signedInAs(admin),
      securityOf(admin),
      http.get('*/api/auth/sessions', () => HttpResponse.json(sessions.slice(0, 1))),
    );
    renderRoute('/account/security');
    expect(await screen.findByText('Set up a second step to administer RawEx')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    server.use(signedOut);
    renderRoute('/account/security');
    expect(await screen.findByRole('link', { name: /sign in/i })).toBeInTheDocument();
  });
});
