import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/escrow', () => {
  it('shows placeholders while the escrows load', async () => {
    server.use(pending('/api/samples/escrow/transactions'));
    renderRoute('/escrow');
    expect(await screen.findByRole('list', { name: 'Escrow overview' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the overview, transactions with milestone progress, and a dispute to mediate', async () => {
    renderRoute('/escrow');
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    expect(await screen.findByText('Held in Escrow')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    const list = await screen.findByRole('list', { name: 'Escrow transactions' });
    expect(within(list).getAllByRole('progressbar', { name: 'Milestones' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Disputes' }));
    expect(await screen.findByRole('link', { name: 'Contact Mediator' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('filters transactions by status', async () => {
    renderRoute('/escrow');
    await userEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Released' }));
    const list = await screen.findByRole('list', { name: 'Escrow transactions' });
    await screen.findByText(/^ESC-7803/);
    expect(within(list).getAllByRole('article')).toHaveLength(1);
  });

  it('says "No Active Disputes" when none is disputed', async () => {
    server.use(emptyList('/api/samples/escrow/transactions'));
    renderRoute('/escrow');
    await userEvent.click(await screen.findByRole('tab', { name: 'Disputes' }));
    expect(await screen.findByRole('heading', { name: 'No Active Disputes' })).toBeInTheDocument();
  });

  it('on a phone, the create form wants a release condition', async () => {
    onPhone();
    renderRoute('/escrow');
    await userEvent.click(await screen.findByRole('tab', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Escrow' }));
    expect(screen.getByText('Choose at least one release condition.')).toBeInTheDocument();
    expect(screen.getByText('Order ID is required.')).toBeInTheDocument();
  });

  it('says so when the escrows cannot be loaded', async () => {
    server.use(failing('/api/samples/escrow/transactions'));
    renderRoute('/escrow');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Failed to load the escrow');
  });
});
