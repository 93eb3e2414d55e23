import { marketSummaryOf, paged } from '@rawex/fixtures/handlers';
import { demoProducts, demoVendors } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/vendors', () => {
  it('lists the verified suppliers with their real rating and product count, and the counted tiles', async () => {
    renderRoute('/vendors');
    const verified = demoVendors.filter((vendor) => vendor.isVerified);
    expect(await screen.findByRole('heading', { name: verified[0]!.companyName! })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View Profile/ })).toHaveLength(verified.length);
    const summary = marketSummaryOf(demoVendors, demoProducts);
    const tile = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    await waitFor(() => expect(tile('Average rating')).toHaveTextContent(summary.supplierRating!));
    expect(tile('Countries')).toHaveTextContent(String(summary.supplierCountries));
    expect(screen.queryByText('24/7')).not.toBeInTheDocument();
  });

  it('clears a search, showing every verified supplier again', async () => {
    const view = renderRoute('/vendors?search=andes');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(await screen.findAllByRole('link', { name: /View Profile/ })).toHaveLength(
      demoVendors.filter((vendor) => vendor.isVerified).length,
    );
  });

  it('says "No multivendors found" when nobody matches', async () => {
    server.use(
      http.get('*/api/users/vendors', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoute('/vendors?search=nobody');
    expect(await screen.findByRole('heading', { name: 'No multivendors found' })).toBeInTheDocument();
  });

  it('pages through every supplier with Load More Multivendors; the tile counts all of them', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...demoVendors[index % demoVendors.length]!,
      id: `vendor-${index}`,
      companyName: `Supplier ${index + 1}`,
    }));
    server.use(
      http.get('*/api/users/vendors', ({ request }) => paged(many, new URL(request.url).searchParams)),
    );
    renderRoute('/vendors');
    const profiles = () => screen.getAllByRole('link', { name: /View Profile/ });
    expect(await screen.findByRole('heading', { name: 'Supplier 24' })).toBeInTheDocument();
    expect(profiles()).toHaveLength(24);
    expect(
      within(screen.getByText('Multivendors', { selector: 'dt, span, p' }).parentElement!).getByText('30'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load More Multivendors' }));
    expect(await screen.findByRole('heading', { name: 'Supplier 30' })).toBeInTheDocument();
    expect(profiles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load More Multivendors' })).toBeNull();
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

  it('counts every review in the tab and pages them with Load More Reviews', async () => {
    const vendor = demoVendors[0]!;
    const reviews = Array.from({ length: 55 }, (_, index) => ({
      id: index + 1,
      rating: (index % 5) + 1,
      review: `Review number ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 9, 1) - index * 86_400_000).toISOString(),
    }));
    server.use(
      http.get('*/api/vendors/:id/ratings', ({ request }) =>
        paged(reviews, new URL(request.url).searchParams),
      ),
    );
    renderRoute(`/vendors/${vendor.id}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (55)' }));
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Reviews' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load More Reviews' }));
    expect(await screen.findByText('Review number 55')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(55);
    expect(screen.queryByRole('button', { name: 'Load More Reviews' })).toBeNull();
  });

  it('says "Vendor not found" for an id nobody has', async () => {
    renderRoute('/vendors/nobody');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
  });
});
