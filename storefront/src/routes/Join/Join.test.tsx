import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedOut } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const fill = async (fields: Record<string, string>) => {
  await screen.findByRole('button', { name: 'Create account' });
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
};

describe('/join', () => {
  it('checks the form with the API’s own rules before sending anything', async () => {
    let sent = false;
    server.use(
      signedOut,
      http.post('*/api/auth/register', () => {
        sent = true;
        return HttpResponse.json(buyer, { status: 201 });
      }),
    );
    renderRoute('/join');
    await fill({ Email: 'not-an-email', Password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Email must be a valid email address',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password must be at least 10 characters/,
    );
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Sell as a supplier'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Company name is required for a supplier account')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('sends a valid account, and puts the API’s refusal on the email field', async () => {
    let body: unknown;
    server.use(
      signedOut,
      http.post('*/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { status: 409, title: 'Conflict', code: 'email_taken', detail: 'An account exists.' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }),
    );
    renderRoute('/join');
    await fill({
      'First name': 'Bea',
      'Last name': 'Buyer',
      Email: 'bea@example.com',
      Password: 'long enough pass',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(body).toEqual({
        role: 'buyer',
        firstName: 'Bea',
        lastName: 'Buyer',
        email: 'bea@example.com',
        password: 'long enough pass',
      }),
    );
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeInTheDocument();
  });
});
