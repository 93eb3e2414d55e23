import { demoCategories, demoProducts } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/server';
import { renderRoute } from '../../testing/render-route';

const cashCrops = demoCategories.find((category) => category.slug === 'cash-crops')!;
const inCashCrops = demoProducts.filter(
  (product) =>
    product.isActive &&
    demoCategories.some(
      (category) =>
        category.id === product.categoryId &&
        (category.id === cashCrops.id || category.parentId === cashCrops.id),
    ),
);

describe('/category/{slug}', () => {
  it('shows breadcrumbs, the product count and the Category Statistics panel', async () => {
    renderRoute('/category/cash-crops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Crops' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('Home');
    const stats = await screen.findByRole('region', { name: 'Category Statistics' });
    expect(await within(stats).findByText(String(inCashCrops.length))).toBeInTheDocument();
    const vendors = new Set(inCashCrops.map((product) => product.vendorId)).size;
    expect(within(stats).getByText(String(vendors))).toBeInTheDocument();
    expect(await screen.findByText(`${inCashCrops.length} products`)).toBeInTheDocument();
  });

  it('says "Category Not Found" with a way home for an unknown slug', async () => {
    renderRoute('/category/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says which search found nothing in the category', async () => {
    renderRoute('/category/cash-crops?search=unobtainium');
    expect(
      await screen.findByRole('heading', { name: 'No products match “unobtainium” in Cash Crops' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Search' })).toBeInTheDocument();
  });

  it('clears a search from the search box, showing the whole category again', async () => {
    const view = renderRoute('/category/cash-crops?search=unobtainium');
    await screen.findByRole('heading', { name: 'No products match “unobtainium” in Cash Crops' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('says when a category has nothing on sale', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoute('/category/cash-crops');
    expect(
      await screen.findByRole('heading', { name: 'No products are currently available in Cash Crops' }),
    ).toBeInTheDocument();
  });
});
