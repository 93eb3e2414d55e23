import type { Vendor } from '@rawex/api/contracts';
import { paged } from '@rawex/fixtures/handlers';
import { demoVendors } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, signedInAs, supplier } from '../../testing/handlers';
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

  it('tells a supplier the page is for administrators', async () => {
    server.use(signedInAs(supplier));
    renderRoute('/admin/suppliers');
    expect(
      await screen.findByRole('heading', { name: 'This page is for administrators' }),
    ).toBeInTheDocument();
  });
});
