import type { Vendor } from '@rawex/api/contracts';
import { paged } from '@rawex/fixtures/handlers';
import { demoVendors } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, securityOf, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/admin/suppliers', () => {
  it('lists the suppliers waiting for verification; Verify gives one the badge and takes it off the list', async () => {
    const vendors: Vendor[] = demoVendors.slice(0, 3).map((vendor, index) => ({
      ...vendor,
      isVerified: index === 2,
    }));
    const sent: unknown[] = [];
    server.use(
      signedInAs(admin),
      securityOf(admin, { totp: true }),
      http.get('*/api/users/vendors', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const verified = query.get('verified');
        const shown = vendors.filter((vendor) => verified === null || String(vendor.isVerified) === verified);
        return paged(shown, query);
      }),
      http.patch('*/api/users/:id', async ({ params, request }) => {
        const body = (await request.json()) as { isVerified: boolean };
        sent.push({ id: params.id, ...body });
        const vendor = vendors.find((candidate) => candidate.id === params.id)!;
        vendor.isVerified = body.isVerified;
        return HttpResponse.json(vendor);
      }),
    );
    const view = renderRoute('/admin/suppliers');
    const list = await screen.findByRole('list', { name: 'Suppliers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const first = vendors[0]!;
    await userEvent.click(screen.getByRole('button', { name: `Verify ${first.companyName}` }));
    await waitFor(() => expect(sent).toEqual([{ id: first.id, isVerified: true }]));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Verified' }));
    await waitFor(() => expect(view.location().search).toBe('?show=verified'));
    expect(await screen.findByRole('button', { name: `Revoke ${first.companyName}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Revoke ${vendors[2]!.companyName}` })).toBeInTheDocument();
  });

  it('asks for the password again when the sign-in is older than 15 minutes, then verifies', async () => {
    const vendor: Vendor = { ...demoVendors[0]!, isVerified: false };
    let confirmed = false;
    const passwords: unknown[] = [];
    server.use(
      signedInAs(admin),
      securityOf(admin, { totp: true }),
      http.get('*/api/users/vendors', ({ request }) => paged([vendor], new URL(request.url).searchParams)),
      http.patch('*/api/users/:id', () =>
        confirmed
          ? HttpResponse.json({ ...vendor, isVerified: true })
          : HttpResponse.json(
              {
                type: '/api/docs#problem-recent_sign_in_required',
                title: 'Forbidden',
                status: 403,
                code: 'recent_sign_in_required',
                detail: 'Confirm your password to do this: you signed in more than 15 minutes ago.',
              },
              { status: 403, headers: { 'content-type': 'application/problem+json' } },
            ),
      ),
      http.post('*/api/auth/confirm-password', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        passwords.push(password);
        if (password !== 'the right one') {
          return HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Unauthorized',
              status: 401,
              code: 'invalid_credentials',
              detail: 'Email or password is incorrect.',
            },
            { status: 401, headers: { 'content-type': 'application/problem+json' } },
          );
        }
        confirmed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/admin/suppliers');
    await userEvent.click(await screen.findByRole('button', { name: `Verify ${vendor.companyName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'a wrong one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Email or password is incorrect.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'the right one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(`${vendor.companyName} now shows the Verified badge.`),
    ).toBeInTheDocument();
    expect(passwords).toEqual(['a wrong one', 'the right one']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
  });

  it('tells an administrator without a second step to set one up first', async () => {
    server.use(
      signedInAs(admin),
      securityOf(admin),
      http.get('*/api/users/vendors', ({ request }) => paged([], new URL(request.url).searchParams)),
    );
    renderRoute('/admin/suppliers');
    expect(await screen.findByText('Set up two-step sign-in first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it up now' })).toHaveAttribute('href', '/account/security');
  });

  it('tells a supplier the page is for administrators', async () => {
    server.use(signedInAs(vendor));
    renderRoute('/admin/suppliers');
    expect(
      await screen.findByRole('heading', { name: 'This page is for administrators' }),
    ).toBeInTheDocument();
  });
});
