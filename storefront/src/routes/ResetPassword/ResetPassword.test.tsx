import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/reset-password', () => {
  it('sets the new password with the link’s token, then sends the person to sign in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/password-reset/confirm', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^The same password again/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password is set');
    expect(within(done).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(sent).toEqual([{ token: 'abc123', password: 'a brand new passphrase' }]);
  });

  it('refuses two passwords that differ, or a short one, before sending', async () => {
    renderRoute('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 10 characters/);
    await userEvent.type(screen.getByLabelText(/^New password/), ' but longer now');
    await userEvent.type(screen.getByLabelText(/^The same password again/), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/The two passwords differ/);
  });

  it('says when the link no longer works', async () => {
    server.use(
      http.post('*/api/auth/password-reset/confirm', () =>
        HttpResponse.json(
          {
            status: 410,
            code: 'reset_link_invalid',
            detail: 'This reset link has expired or was used.',
            errors: [],
          },
          { status: 410 },
        ),
      ),
    );
    renderRoute('/reset-password?token=old');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText(/^The same password again/), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was used.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
