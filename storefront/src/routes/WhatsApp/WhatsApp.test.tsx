import { currentSamples } from '@rawex/fixtures/samples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const { conversations, profile, catalog } = currentSamples().whatsapp;
const first = conversations[0]!;

describe('/whatsapp', () => {
  it('shows placeholders while the conversations load', async () => {
    server.use(pending('/api/samples/whatsapp/conversations'));
    renderRoute('/whatsapp');
    expect(await screen.findByRole('list', { name: 'WhatsApp overview' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('asks to select a conversation, then shows it and sends what is typed, and nothing blank', async () => {
    renderRoute('/whatsapp');
    expect(await screen.findByText('Select a conversation to start chatting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(first.name) }));
    const thread = await screen.findByRole('log', { name: `Chat with ${first.name}` });
    expect(thread).toHaveTextContent('Product Info');
    const before = within(thread).getAllByRole('listitem').length;

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(within(thread).getAllByRole('listitem')).toHaveLength(before);

    await userEvent.click(screen.getByRole('button', { name: profile.quickReplies[2]! }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(profile.quickReplies[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(thread).getAllByRole('listitem')).toHaveLength(before + 1);
    expect(thread).toHaveTextContent(profile.quickReplies[2]!);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'See you in Rotterdam{Enter}');
    expect(thread).toHaveTextContent('See you in Rotterdam');
  });

  it('sends a catalog product only once a conversation is selected', async () => {
    renderRoute('/whatsapp');
    await userEvent.click(await screen.findByRole('tab', { name: 'Catalog' }));
    const product = catalog[0]!;
    expect(await screen.findByRole('button', { name: `Send ${product.name}` })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Chats' }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(first.name) }));
    await userEvent.click(screen.getByRole('tab', { name: 'Catalog' }));
    await userEvent.click(await screen.findByRole('button', { name: `Send ${product.name}` }));
    await userEvent.click(screen.getByRole('tab', { name: 'Chats' }));
    expect(await screen.findByRole('log', { name: `Chat with ${first.name}` })).toHaveTextContent(
      product.name,
    );
  });

  it('has no orders yet, and the settings with their message templates', async () => {
    renderRoute('/whatsapp');
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'No WhatsApp orders yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText(profile.businessName)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit away message' }));
    expect(screen.getByRole('textbox', { name: 'Away message' })).toHaveValue(profile.awayMessage);
  });

  it('says so when the conversations cannot be loaded', async () => {
    server.use(failing('/api/samples/whatsapp/conversations'));
    renderRoute('/whatsapp');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the conversations');
  });
});
