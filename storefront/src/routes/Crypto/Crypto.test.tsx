import { currentSamples } from '@rawex/fixtures/samples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const { assets } = currentSamples().crypto;

describe('/crypto', () => {
  it('shows placeholders while the wallet loads', async () => {
    server.use(pending('/api/samples/crypto/assets'));
    renderRoute('/crypto');
    expect(await screen.findByRole('list', { name: 'Wallet overview' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows each coin at its decimals, and hides every balance on request', async () => {
    renderRoute('/crypto');
    const wallet = await screen.findByRole('list', { name: 'Wallet assets' });
    expect(wallet).toHaveTextContent(`${assets[0]!.balance} BTC`);
    expect(within(wallet).getAllByRole('article')).toHaveLength(assets.length);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(wallet).not.toHaveTextContent('BTC ');
    expect(within(wallet).getAllByText('••••••')).toHaveLength(assets.length * 2);
    expect(screen.getByRole('button', { name: 'Show balances' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('trades on the desktop Trading tab: open orders, and a form that checks the coin decimals', async () => {
    renderRoute('/crypto');
    await userEvent.click(await screen.findByRole('tab', { name: 'Trading' }));
    const open = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(open).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Buy coin' }));
    expect(screen.getByText('Coin is required.')).toBeInTheDocument();
  });

  it('on a phone has Wallet, Trade, Payments and History', async () => {
    onPhone();
    renderRoute('/crypto');
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('list', { name: 'Transaction history' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Wallet',
      'Trade',
      'Payments',
      'History',
    ]);
  });

  it('says when the wallet is empty, and when it cannot be loaded', async () => {
    server.use(emptyList('/api/samples/crypto/assets'));
    const { unmount } = renderRoute('/crypto');
    expect(await screen.findByRole('heading', { name: 'Your wallet is empty' })).toBeInTheDocument();
    unmount();
    server.use(failing('/api/samples/crypto/assets'));
    renderRoute('/crypto');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the wallet');
  });
});
