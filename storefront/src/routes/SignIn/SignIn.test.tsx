import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server, signInAs } from '../../testing/server';
import { nextPath } from '../../navigation/next-path';

describe('/signin', () => {
  it('asks for what is missing before sending anything', async () => {
    renderRoute('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email address.');
  });

  it('says when the email or password is wrong', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ status: 401, code: 'invalid_credentials', detail: 'no' }, { status: 401 }),
      ),
    );
    renderRoute('/signin');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  });

  it('goes back to where the visitor was after signing in', async () => {
    server.use(signInAs(buyer));
    const { location } = renderRoute(`/signin?next=${encodeURIComponent('/products?search=cocoa')}`);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/products'));
    expect(location().search).toBe('?search=cocoa');
    expect(await screen.findAllByText('Bea Buyer')).not.toHaveLength(0);
  });

  it('comes back from the header’s Sign in to the page the visitor was on', async () => {
    server.use(signInAs(buyer));
    const { location } = renderRoute('/products?search=cocoa');
    const signIns = await screen.findAllByRole('link', { name: 'Sign in' });
    // The desktop and the phone header each have one.
    for (const link of signIns) {
      expect(link).toHaveAttribute('href', '/signin?next=%2Fproducts%3Fsearch%3Dcocoa');
    }
    for (const link of screen.getAllByRole('link', { name: 'Join' })) {
      expect(link).toHaveAttribute('href', '/join?next=%2Fproducts%3Fsearch%3Dcocoa');
    }
    await userEvent.click(signIns[0]!);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/products?search=cocoa'));
  });

  it('offers the header’s Sign in on the sign-in page without a way back to itself', async () => {
    renderRoute('/signin');
    for (const link of await screen.findAllByRole('link', { name: 'Sign in' })) {
      expect(link).toHaveAttribute('href', '/signin');
    }
  });

  it('says why after a signed-out Add to Cart, carries the line to /join, and puts it in the cart', async () => {
    const added: unknown[] = [];
    server.use(
      signInAs(buyer),
      http.post('*/api/cart', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { location } = renderRoute(`/signin?next=${encodeURIComponent('/products')}&add=12:50`);
    expect(await screen.findByText('Sign in to order — your selection is kept.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/join?next=%2Fproducts&add=12%3A50',
    );
    await userEvent.type(screen.getByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/products'));
    expect(added).toEqual([{ productId: 12, quantity: 50 }]);
  });

  it.each([
    'next=//evil.example/x',
    'next=https://evil.example',
    'next=https:evil.example',
    'next=/%09/evil.example',
    'next=/%0A/evil.example',
    'next=/\\evil.example',
    'next=/%5Cevil.example',
    'next=%2F%2Fevil.example',
    'next=javascript:alert(1)',
  ])('never sends anyone to another site afterwards: %s goes home', (query) => {
    expect(nextPath(new URLSearchParams(query))).toBe('/');
  });

  it('keeps a path of this site, with its query', () => {
    expect(nextPath(new URLSearchParams('next=/orders'))).toBe('/orders');
    expect(nextPath(new URLSearchParams(`next=${encodeURIComponent('/products?search=coffee#top')}`))).toBe(
      '/products?search=coffee#top',
    );
  });
});

describe('/signin with a second step', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const steps: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          {
            secondStep: {
              methods: ['totp', 'recovery_code'],
              expiresAt: '2026-11-27T12:00:00.000Z',
              passkeyOptions: null,
            },
          },
          { status: 202 },
        ),
      ),
      http.post('*/api/auth/login/second-step', async ({ request }) => {
        steps.push(await request.json());
        server.use(signedInAs(buyer));
        return HttpResponse.json(buyer);
      }),
    );
    const { location } = renderRoute('/signin?next=%2Forders');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my passkey' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText(/^Recovery code/), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/orders'));
    expect(steps).toEqual([{ method: 'recovery_code', code: 'abcde-fghjk' }]);
  });

  it('says when the code is wrong, and stays for another', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { secondStep: { methods: ['totp'], expiresAt: '2026-11-27T12:00:00.000Z', passkeyOptions: null } },
          { status: 202 },
        ),
      ),
      http.post('*/api/auth/login/second-step', () =>
        HttpResponse.json(
          { status: 401, code: 'invalid_second_step', detail: 'That code is not right, or was used before.' },
          { status: 401 },
        ),
      ),
    );
    renderRoute('/signin');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText(/^Code from your authenticator app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right, or was used before.');
  });

  it('links to the forgotten-password page', async () => {
    renderRoute('/signin');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
