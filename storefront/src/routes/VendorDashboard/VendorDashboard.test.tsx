import type { VendorDashboard } from '@rawex/api/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, failing, signedInAs, supplier } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const dashboard: VendorDashboard = {
  productCount: 24,
  activeOrders: 8,
  revenue: { thisMonth: '45250.00', lastMonth: '40000.00' },
  rating: { average: 4.8, count: 12 },
  views30Days: 1240,
  recentActivity: [
    { type: 'order', at: '2026-11-20T10:00:00.000Z', orderId: 7, text: 'New order #000007 received' },
  ],
  topProducts: [{ productId: 1, name: 'Arabica Coffee', unitsSold: 500, revenue: '2100.00' }],
};

describe('/vendor-dashboard', () => {
  it('shows the supplier’s real figures and the Overview tab', async () => {
    server.use(
      signedInAs(supplier),
      http.get('*/api/vendors/:id/dashboard', () => HttpResponse.json(dashboard)),
    );
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('heading', { name: 'Multivendor Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('$45,250.00')).toBeInTheDocument();
    expect(screen.getByText('1,240 views in 30 days')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByText('New order #000007 received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/vendor/products/add');
  });

  it('tells a buyer the page is for suppliers', async () => {
    server.use(signedInAs(buyer));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('heading', { name: 'This page is for suppliers' })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    server.use(signedInAs(supplier), failing('/api/vendors/:id/dashboard'));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
  });
});
