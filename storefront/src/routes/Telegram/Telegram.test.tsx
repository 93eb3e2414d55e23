import { TELEGRAM_COMMANDS } from '@rawex/api/contracts/console-values';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/telegram', () => {
  it('shows placeholders while the figures load', async () => {
    server.use(pending('/api/samples/telegram/overview'));
    renderRoute('/telegram');
    expect(await screen.findByRole('list', { name: 'Bot figures' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the counts, performance bars, recent activity and quick actions', async () => {
    renderRoute('/telegram');
    expect(await screen.findByRole('list', { name: 'Recent activity' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Bot performance' })).toBeInTheDocument();
    for (const action of ['Broadcast Message', 'View Analytics', 'Test Bot'])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/RawExTradeBot',
    );
  });

  it('lists the seven commands with switches that turn them off', async () => {
    renderRoute('/telegram');
    await userEvent.click(await screen.findByRole('tab', { name: 'Commands' }));
    const list = await screen.findByRole('list', { name: 'Bot commands' });
    expect(TELEGRAM_COMMANDS).toHaveLength(7);
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual([...TELEGRAM_COMMANDS]);
    expect(within(list).getAllByRole('switch')).toHaveLength(7);
    const start = within(list).getByRole('switch', { name: '/start enabled' });
    expect(start).toBeChecked();
    await userEvent.click(start);
    expect(start).not.toBeChecked();
    expect(within(list).getByRole('article', { name: '/start' })).toHaveTextContent('Disabled');
  });

  it('keeps the token hidden, Smart Replies and suggestions on, and previews the confirmation', async () => {
    renderRoute('/telegram');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByLabelText('Bot Token')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Copy Bot Token' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Smart Replies' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto Product Suggestions' })).toBeChecked();
    expect(screen.getByText(/Preview: Order ORD-104211 confirmed: \$212,500.00/)).toBeInTheDocument();
    const confirmation = screen.getByRole('textbox', { name: 'Order confirmation' });
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Order {{orderId} confirmed');
    expect(
      screen.getByText('Add {total} and {deliveryDate} so buyers see the whole order.'),
    ).toBeInTheDocument();
    const webhook = screen.getByLabelText('Webhook URL');
    await userEvent.clear(webhook);
    await userEvent.type(webhook, 'http://rawex.example/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Set Webhook' }));
    expect(screen.getByText('Telegram only calls https:// webhooks.')).toBeInTheDocument();
  });

  it('says when there are no users, and when the figures cannot be loaded', async () => {
    server.use(emptyList('/api/samples/telegram/users'), failing('/api/samples/telegram/overview'));
    renderRoute('/telegram');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent("Failed to load the bot's figures");
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeInTheDocument();
  });
});
