import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failing, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { answering, quote, request } from '../../testing/requests';
import { server } from '../../testing/server';

describe('/vendor/rfqs/{id}', () => {
  it('shows a supplier what is asked and its own quote, to revise or withdraw', async () => {
    const own = quote(103, 'Volta Cocoa', '3.90', vendor.id);
    server.use(signedInAs(vendor), answering({ ...request, quoteCount: null, quotes: [own] }));
    renderRoute('/vendor/rfqs/41');
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    const quotes = screen.getByRole('table');
    expect(within(quotes).getByText('Your quotes on this request')).toBeInTheDocument();
    expect(within(quotes).getByRole('row', { name: 'Quote from Volta Cocoa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the quote/ })).toBeNull();
  });

  it('says "Page Not Found" for a request it may not see', async () => {
    server.use(signedInAs(vendor), failing('/api/rfqs/41', 404));
    renderRoute('/vendor/rfqs/41');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
