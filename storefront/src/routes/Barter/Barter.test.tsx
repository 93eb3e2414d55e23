import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/barter', () => {
  it('shows placeholders while the offers load', async () => {
    server.use(pending('/api/samples/barter/offers'));
    renderRoute('/barter');
    expect(await screen.findByRole('list', { name: 'Barter overview' })).toHaveAttribute('aria-busy', 'true');
  });

  it("lists other traders' offers with ratio and expiry, and filters them by category and search", async () => {
    renderRoute('/barter');
    const list = await screen.findByRole('list', { name: 'Barter offers' });
    const all = within(list).getAllByRole('article').length;
    expect(all).toBeGreaterThan(3);
    expect(list).toHaveTextContent('Exchange Ratio');
    expect(within(list).getAllByRole('button', { name: 'Make Offer' })).toHaveLength(all);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Energy' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Barter offers' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'unobtainium');
    expect(await screen.findByRole('heading', { name: 'No barter offers found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Barter offers' })).getAllByRole('article'),
      ).toHaveLength(all),
    );
  });

  it('colours match scores and shows negotiations as a conversation', async () => {
    renderRoute('/barter');
    await userEvent.click(await screen.findByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText('94% match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Negotiations' }));
    expect(await screen.findByRole('log', { name: 'Negotiation BM-901' })).toBeInTheDocument();
  });

  it('on a phone has My Offers with Edit and View, and a create form that checks its fields', async () => {
    onPhone();
    renderRoute('/barter');
    await userEvent.click(await screen.findByRole('tab', { name: 'My Offers' }));
    expect(await screen.findAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect(screen.getByText('What you offer is required.')).toBeInTheDocument();
  });

  it('says so when the offers cannot be loaded', async () => {
    server.use(failing('/api/samples/barter/offers'));
    renderRoute('/barter');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the barter offers');
  });
});
