import { currentSamples } from '@rawex/fixtures/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const auctions = currentSamples().auctions.auctions;
const live = auctions.filter((auction) => auction.status === 'live');

describe('/auction', () => {
  it('shows placeholders while the auctions load', async () => {
    server.use(pending('/api/samples/auctions'));
    renderRoute('/auction');
    expect(await screen.findByRole('list', { name: 'Auction overview' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('lists live auctions with bid progress, the next bid and Bid Now; upcoming ones with Watch', async () => {
    renderRoute('/auction');
    const list = await screen.findByRole('list', { name: 'Live auctions' });
    expect(within(list).getAllByRole('article')).toHaveLength(live.length);
    expect(within(list).getAllByRole('button', { name: 'Bid Now' })).toHaveLength(live.length);
    expect(within(list).queryByRole('button', { name: 'Watch' })).toBeNull();
    expect(within(list).getAllByRole('progressbar', { name: 'Bid progress' })).toHaveLength(live.length);
    expect(list).toHaveTextContent('Next Bid');
    expect(screen.getByRole('button', { name: 'Create Auction' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming auctions' });
    expect(within(upcoming).queryByRole('button', { name: 'Bid Now' })).toBeNull();
    const watchButtons = within(upcoming).getAllByRole('button', { name: /^Watch/ });
    const notWatched = watchButtons.find((button) => button.getAttribute('aria-pressed') === 'false')!;
    await userEvent.click(notWatched);
    expect(notWatched).toHaveAttribute('aria-pressed', 'true');
    expect(notWatched).toHaveTextContent('Watching');
  });

  it('says "No Auctions Found" when the filters match nothing', async () => {
    renderRoute('/auction');
    await screen.findByRole('list', { name: 'Live auctions' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chemicals' }));
    expect(await screen.findByRole('heading', { name: 'No Auctions Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ending Soon' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Ending Soon auctions' })).toHaveTextContent('Sulphur'),
    );
  });

  it('on a phone has the same four tabs', async () => {
    onPhone();
    renderRoute('/auction');
    await screen.findByRole('list', { name: 'Live auctions' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Live',
      'Ending Soon',
      'Upcoming',
      'Watchlist',
    ]);
  });

  it('says so when the auctions cannot be loaded', async () => {
    server.use(failing('/api/samples/auctions'));
    renderRoute('/auction');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the auctions');
  });
});
