import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCategories, demoProducts, demoVendors } from '@rawex/fixtures/records';
import { marketSummaryOf } from '@rawex/fixtures/handlers';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/', () => {
  it('sorts the produce grid by the filter bar’s choice: price, either way, and the suppliers’ ratings', async () => {
    renderRoute('/');
    const grid = await screen.findByRole('list', { name: 'Produce' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(12));
    const prices = () =>
      within(screen.getByRole('list', { name: 'Produce' }))
        .getAllByRole('article')
        .map((card) => Number(/\$([\d,.]+)/.exec(card.textContent ?? '')![1]!.replace(/,/g, '')));
    const listed = demoProducts.filter((product) => product.isActive);
    const cheapest = listed.map((product) => Number(product.price)).sort((a, b) => a - b);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: Low to High' }));
    await waitFor(() => expect(prices()).toEqual(cheapest.slice(0, 12)));

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: High to Low' }));
    await waitFor(() => expect(prices()).toEqual(cheapest.toReversed().slice(0, 12)));

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Supplier Rating' }));
    const ratings = () =>
      within(screen.getByRole('list', { name: 'Produce' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    const byRating = [...listed]
      .sort((a, b) => Number(b.vendor.rating ?? 0) - Number(a.vendor.rating ?? 0))
      .slice(0, 12)
      .map((product) => product.vendor.rating);
    await waitFor(() =>
      expect(
        ratings().map((name) => demoProducts.find((product) => product.name === name)?.vendor.rating),
      ).toEqual(byRating),
    );
  });

  it('shows 12 product placeholders while the catalogue loads', async () => {
    server.use(pending('/api/products'));
    renderRoute('/');
    await waitFor(() => expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12));
  });

  it('shows the hero figures, at most 12 products, 6 featured and 4 suppliers', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /verified suppliers/ })).toBeInTheDocument();
    const figures = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    await waitFor(() =>
      expect(within(figures).getByText('Categories').nextElementSibling).toHaveTextContent(
        String(demoCategories.length),
      ),
    );
    const grid = await screen.findByRole('list', { name: 'Produce' });
    expect(within(grid).getAllByRole('article')).toHaveLength(12);
    const featured = screen
      .getByRole('heading', { name: 'Featured Produce' })
      .closest('section') as HTMLElement;
    expect(within(featured).getAllByRole('link')).toHaveLength(6);
    expect(await screen.findAllByRole('link', { name: /^View Profile of / })).toHaveLength(4);
  });

  it("says how the last 30 days' listings grew the market, counted by the API", async () => {
    server.use(
      http.get('*/api/market/summary', () =>
        HttpResponse.json({
          ...marketSummaryOf(demoVendors, demoProducts),
          newListings30Days: 12,
          listingGrowthPercent: 4.5,
        }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByText('Listings up 4.5% this month')).toBeInTheDocument();
    expect(screen.queryByText(/Up 12%/)).not.toBeInTheDocument();
  });

  it('has the BUYING and SELLING entry points among its quick actions', async () => {
    renderRoute('/');
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'BUYING' })).toHaveAttribute('href', '/products');
    expect(within(actions).getByRole('link', { name: 'SELLING' })).toHaveAttribute(
      'href',
      '/vendor-dashboard',
    );
  });

  it('switches to the trading layout and remembers it', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByRole('switch', { name: 'Trading view' }));
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Market figures' })).toBeInTheDocument();
    expect(document.cookie).toContain('rawex_view=trading');
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(failing('/api/products'));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
  });
});
