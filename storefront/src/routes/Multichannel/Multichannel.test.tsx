import { currentSamples } from '@rawex/fixtures/samples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const { channels } = currentSamples().multichannel;

describe('/multichannel', () => {
  it('shows placeholders while the channels load', async () => {
    server.use(pending('/api/samples/multichannel/channels'));
    renderRoute('/multichannel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multichannel Manager' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Channel summary' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the first 4 channels on the overview with the quick actions', async () => {
    renderRoute('/multichannel');
    const overview = await screen.findByRole('list', { name: 'Channel overview' });
    expect(within(overview).getAllByRole('article')).toHaveLength(4);
    for (const action of ['Add Channel', 'View Analytics', 'Settings', 'Manage Teams'])
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('switches are on for active channels only, flip the status, and a channel in error says so', async () => {
    renderRoute('/multichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const list = await screen.findByRole('list', { name: 'All channels' });
    for (const channel of channels) {
      const toggle = within(list).getByRole('switch', { name: `${channel.name} active` });
      if (channel.status === 'active') expect(toggle).toBeChecked();
      else expect(toggle).not.toBeChecked();
    }
    const inactive = channels.find((channel) => channel.status === 'inactive')!;
    const off = within(list).getByRole('switch', { name: `${inactive.name} active` });
    expect(off).not.toBeChecked();
    await userEvent.click(off);
    expect(off).toBeChecked();
    expect(within(list).getByRole('article', { name: inactive.name })).toHaveTextContent('Active');
    expect(within(list).getByText('Connection error - Check API credentials')).toBeInTheDocument();
  });

  it('offers five store connectors, and Facebook Shop as Coming Soon', async () => {
    renderRoute('/multichannel');
    await userEvent.click(await screen.findByRole('tab', { name: 'Integrations' }));
    const list = await screen.findByRole('list', { name: 'Integrations' });
    expect(within(list).getAllByRole('button', { name: 'Connect' })).toHaveLength(5);
    const facebook = within(list).getByRole('article', { name: 'Facebook Shop' });
    expect(within(facebook).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await userEvent.click(
      within(within(list).getByRole('article', { name: 'Shopify' })).getByRole('button', { name: 'Connect' }),
    );
    expect(within(list).getAllByRole('button', { name: 'Connect' })).toHaveLength(4);
  });

  it('says when there are no channels, and when they cannot be loaded', async () => {
    server.use(emptyList('/api/samples/multichannel/channels'));
    const { unmount } = renderRoute('/multichannel');
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeInTheDocument();
    unmount();
    server.use(failing('/api/samples/multichannel/channels'));
    renderRoute('/multichannel');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the channels');
  });
});
