import type { SavedProduct } from '@rawex/api/contracts';
import { demoProducts } from '@rawex/fixtures/records';
import { paged } from '@rawex/fixtures/handlers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, savedIdsOf, signedInAs, signedOut } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server, signInAs } from '../../testing/server';

const [cocoa, copper] = demoProducts;

describe('/saved', () => {
  it('lists the saved products with how their price moved, and the heart removes one', async () => {
    let saved: SavedProduct[] = [
      { product: cocoa!, savedAt: '2026-11-20T10:00:00.000Z', priceAtSave: '5.00', priceChange: '-0.50' },
      {
        product: copper!,
        savedAt: '2026-11-19T10:00:00.000Z',
        priceAtSave: copper!.price,
        priceChange: '0.00',
      },
    ];
    const removed: string[] = [];
    server.use(
      signedInAs(buyer),
      http.get('*/api/saved-products', ({ request }) => paged(saved, new URL(request.url).searchParams)),
      http.get('*/api/saved-products/ids', () => HttpResponse.json(saved.map((entry) => entry.product.id))),
      http.delete('*/api/saved-products/:productId', ({ params }) => {
        removed.push(String(params.productId));
        saved = saved.filter((entry) => String(entry.product.id) !== params.productId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/saved');
    const list = await screen.findByRole('list', { name: 'Saved products' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('↓ $0.50')).toBeInTheDocument();
    expect(within(list).getByText(/was \$5\.00/)).toBeInTheDocument();
    expect(within(list).getByText('Same price since Nov 19, 2026')).toBeInTheDocument();

    const heart = within(list).getByRole('button', { name: `Save ${cocoa!.name}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved products' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(removed).toEqual([String(cocoa!.id)]);
  });

  it('says how to save when nothing is saved', async () => {
    server.use(
      signedInAs(buyer),
      http.get('*/api/saved-products', ({ request }) => paged([], new URL(request.url).searchParams)),
    );
    renderRoute('/saved');
    expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
  });
});

describe('the heart on a product card', () => {
  it('sends a signed-out visitor to sign in, then saves the product and comes back', async () => {
    const savedNow: number[] = [];
    server.use(
      signedOut,
      signInAs(buyer),
      http.put('*/api/saved-products/:productId', ({ params }) => {
        savedNow.push(Number(params.productId));
        server.use(savedIdsOf(savedNow));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { location } = renderRoute('/products');
    const [card] = await screen.findAllByRole('article');
    const name = card!.getAttribute('aria-label')!;
    const productId = Number(
      within(card!).getByRole('link', { name }).getAttribute('href')!.replace('/products/', ''),
    );
    await userEvent.click(within(card!).getByRole('button', { name: `Save ${name}` }));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(await screen.findByText('Sign in to save it — your selection is kept.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'bea@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/products'));
    expect(savedNow).toEqual([productId]);
    const back = await screen.findByRole('article', { name });
    await waitFor(() =>
      expect(within(back).getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });
});
