import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/forgot-password', () => {
  it('sends the address and says the same whether or not an account has it', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('*/api/auth/password-reset', async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderRoute('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account signs in with bea@example.com, a link to choose a new password is on its way to it.',
    );
    expect(asked).toEqual([{ email: 'bea@example.com' }]);
  });

  it('checks the address before sending, and says when too many were asked for', async () => {
    server.use(
      http.post('*/api/auth/password-reset', () =>
        HttpResponse.json(
          {
            status: 429,
            code: 'too_many_password_resets',
            detail: 'Too many reset emails were asked for within the hour.',
          },
          { status: 429 },
        ),
      ),
    );
    renderRoute('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/valid email/);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'bea@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset emails were asked for within the hour.',
    );
  });
});
