import type { MarketTrends } from '@rawex/api/contracts';
import { demoCategories } from '@rawex/fixtures/records';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const [crops, forestry] = demoCategories.filter((category) => category.parentId === null);
const trends: MarketTrends = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  categories: [
    {
      category: crops!,
      activeProducts: 120,
      suppliers: 9,
      newListings30Days: 14,
      prices: [
        { unit: 'kg', currency: 'USD', products: 80, median: '5.20', lowest: '1.60', highest: '8.00' },
      ],
    },
    { category: forestry!, activeProducts: 0, suppliers: 0, newListings30Days: 0, prices: [] },
  ],
};

describe('/analytics (Market Trends)', () => {
  it('shows placeholders while the figures load', async () => {
    server.use(pending('/api/market/trends'));
    renderRoute('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Trends' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows each category with its median price per unit, products, suppliers and new listings', async () => {
    server.use(http.get('*/api/market/trends', () => HttpResponse.json(trends)));
    renderRoute('/analytics');
    const list = await screen.findByRole('list', { name: 'Categories' });
    const card = within(list).getAllByRole('article')[0]!;
    expect(card).toHaveTextContent('120 products from 9 suppliers');
    expect(card).toHaveTextContent('Median per kg$5.20 ($1.60–$8.00)');
    expect(card).toHaveTextContent('New in 30 days14');
    expect(within(list).getAllByRole('article')[1]).toHaveTextContent('No products listed yet.');
    expect(screen.getByRole('list', { name: 'Marketplace' })).toHaveTextContent('Active Products120');
  });

  it('says so when the figures cannot be loaded', async () => {
    server.use(failing('/api/market/trends'));
    renderRoute('/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the market trends');
  });
});
