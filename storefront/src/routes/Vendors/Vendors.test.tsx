import { demoVendors } from '@rawex/fixtures/records';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/vendors', () => {
  it('lists every supplier with its real rating and product count, and the summary tiles', async () => {
    renderRoute('/vendors');
    const first = demoVendors[0]!;
    expect(await screen.findByRole('heading', { name: first.companyName! })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View Profile/ })).toHaveLength(demoVendors.length);
    expect(screen.getByText('24/7')).toBeInTheDocument();
  });

  it('clears a search, showing every supplier again', async () => {
    const view = renderRoute('/vendors?search=andes');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(await screen.findAllByRole('link', { name: /View Profile/ })).toHaveLength(demoVendors.length);
  });

  it('says "No multivendors found" when nobody matches', async () => {
    server.use(
      http.get('*/api/users/vendors', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoute('/vendors?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No multivendors found' })).toBeInTheDocument();
  });

  it('says so when the suppliers cannot be loaded', async () => {
    server.use(failing('/api/users/vendors'));
    renderRoute('/vendors');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch multivendors');
  });
});

describe('/vendors/{id}', () => {
  it('shows the supplier with its tabs: products, about, reviews', async () => {
    const vendor = demoVendors[0]!;
    renderRoute(`/vendors/${vendor.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: vendor.companyName! })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Products \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Reviews \(\d+\)$/ })).toBeInTheDocument();
  });

  it('says "Vendor not found" for an id nobody has', async () => {
    renderRoute('/vendors/nobody');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
  });
});
