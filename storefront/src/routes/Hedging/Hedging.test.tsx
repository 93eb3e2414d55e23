import { currentSamples } from '@rawex/fixtures/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyList, failing, pending } from '../../testing/handlers';
import { onPhone } from '../../testing/phone';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const { contracts } = currentSamples().hedging;

describe('/hedging', () => {
  it('shows placeholders while the portfolio loads', async () => {
    server.use(pending('/api/samples/hedging/portfolio'));
    renderRoute('/hedging');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hedging' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Portfolio' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the portfolio, the risk alert under 80% and the active contracts, marked as sample data', async () => {
    renderRoute('/hedging');
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Portfolio' });
    await waitFor(() => expect(figures).toHaveTextContent('$4,825,000.00'));
    expect(figures).toHaveTextContent('72.4%');
    expect(screen.getByRole('status')).toHaveTextContent('Hedge ratio below the recommended 80%');
    const active = contracts.filter((contract) => contract.status === 'active');
    expect(
      within(screen.getByRole('list', { name: 'Hedge contracts' })).getAllByRole('article'),
    ).toHaveLength(active.length);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Contracts',
      'Analytics',
      'Strategies',
    ]);
  });

  it('on a phone has the Create and Risk tabs; the form names what is wrong, then says nothing is sent', async () => {
    onPhone();
    renderRoute('/hedging');
    await userEvent.click(await screen.findByRole('tab', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Hedge' }));
    expect(screen.getByText('Quantity is required.')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Commodity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Copper' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Contract Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Options' }));
    await userEvent.type(screen.getByLabelText('Quantity'), '250');
    await userEvent.type(screen.getByLabelText('Strike Price (USD)'), '9150');
    await userEvent.type(screen.getByLabelText('Expiry Date'), '2099-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create Hedge' }));
    expect(await screen.findByText(/submitting is not available on sample data/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Risk' }));
    expect(await screen.findByText('Value at Risk (95%)')).toBeInTheDocument();
  });

  it('says when there are no contracts, and when the portfolio cannot be loaded', async () => {
    server.use(emptyList('/api/samples/hedging/contracts'), failing('/api/samples/hedging/portfolio'));
    renderRoute('/hedging');
    expect(await screen.findByRole('heading', { name: 'No hedge contracts yet' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the hedging portfolio');
  });
});
