import type { Product, VendorDashboard } from '@rawex/api/contracts';
import { demoProducts } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, failing, securityOf, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const dashboard: VendorDashboard = {
  productCount: 24,
  activeOrders: 8,
  revenue: { currency: 'USD', thisMonth: '45250.00', lastMonth: '40000.00' },
  rating: { average: 4.8, count: 12 },
  views30Days: 1240,
  recentActivity: [
    { type: 'order', at: '2026-11-20T10:00:00.000Z', orderId: 7, text: 'New order #000007 received' },
  ],
  topProducts: [{ productId: 1, name: 'Arabica Coffee', unitsSold: 500, revenue: '2100.00' }],
};

describe('/vendor-dashboard', () => {
  it('encourages the supplier’s owner to set up two-step sign-in until they have', async () => {
    server.use(
      signedInAs(vendor),
      securityOf(vendor),
      http.get('*/api/vendors/:id/dashboard', () => HttpResponse.json(dashboard)),
    );
    renderRoute('/vendor-dashboard');
    expect(await screen.findByText('Protect your company’s account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it up now' })).toHaveAttribute('href', '/account/security');
  });

  it('shows the supplier’s real figures and the Overview tab', async () => {
    server.use(
      signedInAs(vendor),
      securityOf(vendor, { totp: true }),
      http.get('*/api/vendors/:id/dashboard', () => HttpResponse.json(dashboard)),
    );
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('heading', { name: 'Multivendor Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('$45,250.00')).toBeInTheDocument();
    // Monthly Revenue says what it counts.
    expect(
      screen.getByText('Orders placed this month, cancelled ones left out; $40,000.00 last month'),
    ).toBeInTheDocument();
    expect(screen.getByText('1,240 views in 30 days')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByText('New order #000007 received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/vendor/products/add');
  });

  it('lists the supplier’s own products, unlisted ones too, and lists or unlists one without touching the rest', async () => {
    const own: Product[] = demoProducts.slice(0, 12).map((product, index) => ({
      ...product,
      id: 100 - index,
      name: `Own product ${index + 1}`,
      vendorId: vendor.id,
      isActive: index !== 1,
    }));
    const sent: unknown[] = [];
    server.use(
      signedInAs(vendor),
      securityOf(vendor, { totp: true }),
      http.get('*/api/vendors/:id/dashboard', () => HttpResponse.json(dashboard)),
      http.get('*/api/vendors/:id/products', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const before = Number(query.get('before') ?? Infinity);
        const page = own.filter((product) => product.id < before).slice(0, Number(query.get('limit')));
        const last = page.at(-1);
        return HttpResponse.json(page, {
          headers: {
            'X-Total-Count': String(own.length),
            ...(last && last.id > own.at(-1)!.id ? { 'X-Next-Cursor': String(last.id) } : {}),
          },
        });
      }),
      http.patch('*/api/products/:id', async ({ request, params }) => {
        const body = (await request.json()) as { isActive: boolean };
        sent.push({ id: Number(params.id), ...body });
        const product = own.find((candidate) => candidate.id === Number(params.id))!;
        product.isActive = body.isActive;
        return HttpResponse.json(product);
      }),
    );
    renderRoute('/vendor-dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Products' }));
    const panel = await screen.findByRole('region', { name: /My Products/ });
    await within(panel).findByText('Own product 10');
    expect(within(panel).getByText('(12)')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).getAllByText('Unlisted')).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'List Own product 2' }));
    await waitFor(() => expect(sent).toEqual([{ id: 99, isActive: true }]));
    expect(await within(panel).findByRole('button', { name: 'Unlist Own product 2' })).toBeInTheDocument();
    expect(within(panel).queryByText('Unlisted')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Unlist Own product 1' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { id: 99, isActive: true },
        { id: 100, isActive: false },
      ]),
    );
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load More Products' }));
    expect(await within(panel).findByText('Own product 12')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load More Products' })).toBeNull();
  });

  it('sets the public contact email buyers see, refuses one that is no address, and clears it', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs(vendor),
      securityOf(vendor, { totp: true }),
      http.get('*/api/vendors/:id/dashboard', () => HttpResponse.json(dashboard)),
      http.patch('*/api/auth/me', async ({ request }) => {
        const changes = (await request.json()) as { contactEmail: string | null };
        sent.push(changes);
        return HttpResponse.json({ ...vendor, ...changes });
      }),
    );
    renderRoute('/vendor-dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
    const field = await screen.findByLabelText('Public contact email');
    expect(field).toHaveValue('');
    expect(
      screen.getByText(new RegExp(`Your sign-in email \\(${vendor.email}\\) stays private`)),
    ).toBeInTheDocument();

    await userEvent.type(field, 'sales at volta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Public contact email /)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, ' sales@volta-cocoa.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Buyers see sales@volta-cocoa.example on your profile.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('sales@volta-cocoa.example');
    // One toast shows at a time: the supplier dismisses this one rather than wait for it to go.
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile shows no contact email.')).toBeInTheDocument();
    expect(sent).toEqual([{ contactEmail: 'sales@volta-cocoa.example' }, { contactEmail: null }]);
    expect(screen.getByRole('link', { name: 'See your profile as buyers see it' })).toHaveAttribute(
      'href',
      `/vendors/${vendor.id}`,
    );
  });

  it('tells a buyer the page is for suppliers', async () => {
    server.use(signedInAs(buyer));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('heading', { name: 'This page is for suppliers' })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    server.use(signedInAs(vendor), securityOf(vendor, { totp: true }), failing('/api/vendors/:id/dashboard'));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
  });
});
