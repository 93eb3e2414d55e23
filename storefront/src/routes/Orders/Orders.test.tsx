import { demoOrders } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyer, failing, ordersOf, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/orders', () => {
  it('shows the buyer’s orders with their numbers and statuses', async () => {
    server.use(signedInAs(buyer), ordersOf(demoOrders));
    renderRoute('/orders');
    expect(await screen.findAllByRole('article', { name: /^Order #\d{6}$/ })).toHaveLength(demoOrders.length);
  });

  it('says the buyer has not ordered yet, with Start Shopping', async () => {
    server.use(signedInAs(buyer), ordersOf([]));
    renderRoute('/orders');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it('asks to adjust the search when a filter finds nothing', async () => {
    server.use(signedInAs(buyer), ordersOf([]));
    renderRoute('/orders?status=delivered');
    expect(await screen.findByText('Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('clears a search with the Clear button, or by submitting it blank', async () => {
    server.use(signedInAs(buyer), ordersOf(demoOrders));
    const view = renderRoute('/orders?search=cocoa&status=pending');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(view.location().search).toBe('?status=pending'));
    const box = () => within(screen.getByRole('main')).getByRole('searchbox');
    await userEvent.type(box(), 'copper{Enter}');
    await waitFor(() => expect(view.location().search).toContain('search=copper'));
    await userEvent.clear(box());
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(view.location().search).toBe('?status=pending'));
  });

  it('says "Failed to fetch orders" when they cannot be loaded', async () => {
    server.use(signedInAs(buyer), failing('/api/orders'));
    renderRoute('/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  });
});
