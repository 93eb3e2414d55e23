import { currentSamples } from '@rawex/fixtures/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const { channels } = currentSamples().omnichannel;

describe('/omnichannel', () => {
  it('shows placeholders while the channels load', async () => {
    server.use(pending('/api/samples/omnichannel/channels'));
    renderRoute('/omnichannel');
    expect(await screen.findByRole('list', { name: 'Channel totals' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the totals, channel performance and the 5 newest messages and orders', async () => {
    renderRoute('/omnichannel');
    const totals = await screen.findByRole('list', { name: 'Channel totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Active Channels4'));
    expect(totals).toHaveTextContent(/Revenue\$\d+\.\dM/);
    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Channels',
      'Messages',
      'Automation',
      'Analytics',
    ]);
  });

  it('shows revenue without cents, and Configure opens the configuration', async () => {
    renderRoute('/omnichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const list = await screen.findByRole('list', { name: 'Channels' });
    expect(list).toHaveTextContent('$2,845,000');
    expect(list).not.toHaveTextContent('$2,845,000.00');
    await userEvent.click(within(list).getAllByRole('button', { name: 'Configure' })[0]!);
    expect(await screen.findByLabelText('API Webhook URL')).toBeInTheDocument();
  });

  it('filters messages by channel', async () => {
    renderRoute('/omnichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: channels[4]!.name }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article')).toHaveLength(1),
    );
  });

  it('on a phone has Settings: the auto-response modes, a hidden bot token and a Test per channel', async () => {
    onPhone();
    renderRoute('/omnichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(await screen.findByLabelText('Telegram Bot Token')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('combobox', { name: 'Auto-Response' }));
    for (const mode of ['Instant Response', 'Business Hours Only', 'Manual Only'])
      expect(await screen.findByRole('option', { name: mode })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: `Test ${channels[0]!.name}` }));
    expect(screen.getByText('Test passed: the channel answers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(/submitting is not available on sample data/)).toBeInTheDocument();
  });

  it('says when there are no channels, and when they cannot be loaded', async () => {
    server.use(emptyList('/api/samples/omnichannel/channels'));
    const { unmount } = renderRoute('/omnichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeInTheDocument();
    unmount();
    server.use(failing('/api/samples/omnichannel/channels'));
    renderRoute('/omnichannel');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the channels');
  });
});
