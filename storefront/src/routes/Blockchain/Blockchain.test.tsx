import type { BlockchainContract, BlockchainTransaction } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, failing, pending, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const analytics = {
  networkStats: {
    totalTransactions: 904,
    totalContracts: 30,
    avgBlockTime: 6.5,
    avgGasPrice: '24000000000',
    activeAddresses: 120,
  },
  defiStats: { totalTVL: '40906000000.00' },
  userStats: { activeUsers: 60, totalGasPaid: '500000000000000000' },
  tokenStats: { totalERC20: 12, totalERC721: 6, totalTransfers: 300, totalHolders: 55 },
};
const network = (id: string, name: string, extra = {}) => ({
  id,
  name,
  chainId: 1,
  status: 'active',
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  blockTime: 12,
  gasPrice: '24000000000',
  isTestnet: false,
  latestBlock: 250,
  ...extra,
});
const contract = (id: number, networkId: string): BlockchainContract => ({
  id,
  name: `Cocoa Token #${id}`,
  status: 'deployed',
  address: `0x${String(id).padStart(40, '0')}`,
  gasUsed: 450000,
  networkId,
  creatorId: null,
  parameters: {},
  blockNumber: 10,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const transaction: BlockchainTransaction = {
  id: 1,
  hash: `0x${'ab'.repeat(32)}`,
  status: 'pending',
  from: '0x52908400098527886e0f7030069857d2e4169ee7',
  to: '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
  value: '1500000000000000000',
  gasPrice: '24000000000',
  gasUsed: null,
  networkId: 'ethereum-mainnet',
  blockNumber: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  confirmedAt: null,
};

const answerAsTheChain = () =>
  server.use(
    http.get('*/api/blockchain/analytics', () => HttpResponse.json(analytics)),
    http.get('*/api/blockchain/networks', () =>
      HttpResponse.json([
        network('ethereum-mainnet', 'Ethereum'),
        network('sepolia', 'Sepolia Testnet', { isTestnet: true }),
      ]),
    ),
    http.get('*/api/blockchain/contracts', ({ request }) => {
      const id = new URL(request.url).searchParams.get('network') ?? 'ethereum-mainnet';
      return HttpResponse.json(
        id === 'sepolia' ? [contract(7, 'sepolia')] : [contract(1, id), contract(2, id)],
      );
    }),
    http.get('*/api/blockchain/transactions', () =>
      HttpResponse.json([transaction], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.get('*/api/blockchain/defi/protocols', () => HttpResponse.json([])),
  );

describe('/blockchain', () => {
  it('says "Loading blockchain data..." until the figures arrive', async () => {
    answerAsTheChain();
    server.use(pending('/api/blockchain/analytics'));
    renderRoute('/blockchain');
    expect(await screen.findByText('Loading blockchain data...')).toBeInTheDocument();
  });

  it('shows the four figures, "Simulated chain", and formats transactions in ETH and Gwei', async () => {
    answerAsTheChain();
    renderRoute('/blockchain');
    const figures = await screen.findByRole('list', { name: 'Chain figures' });
    expect(figures).toHaveTextContent('Total Transactions904');
    expect(figures).toHaveTextContent('Active Addresses120');
    // The sample DeFi protocols' value locked is not the chain's own figure.
    expect(figures).not.toHaveTextContent('Total Value Locked');
    expect(screen.getByText('Simulated chain')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    const list = await screen.findByRole('list', { name: 'Latest transactions' });
    expect(list).toHaveTextContent('1.500000 ETH');
    expect(list).toHaveTextContent('24.00 Gwei');
    expect(list).toHaveTextContent(`${transaction.hash.slice(0, 20)}…`);
  });

  it("selecting a network shows that network's contracts", async () => {
    answerAsTheChain();
    renderRoute('/blockchain');
    await userEvent.click(await screen.findByRole('tab', { name: 'Networks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select Sepolia Testnet' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Smart Contracts' })).toHaveAttribute('aria-selected', 'true'),
    );
    const contracts = await screen.findByRole('list', { name: 'Contracts' });
    await waitFor(() => expect(within(contracts).getAllByRole('article')).toHaveLength(1));
    expect(contracts).toHaveTextContent('Cocoa Token #7');
  });

  it("explains invalid JSON parameters instead of failing silently, and shows the API's field errors", async () => {
    answerAsTheChain();
    server.use(
      signedInAs(buyer),
      http.post('*/api/blockchain/transactions', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            errors: [{ field: 'value', message: 'must be more than 0' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderRoute('/blockchain');
    await userEvent.click(await screen.findByRole('tab', { name: 'Smart Contracts' }));
    await userEvent.type(await screen.findByLabelText('Contract name'), 'Escrow');
    await userEvent.type(screen.getByLabelText('Parameters (JSON)'), '{{oops');
    await userEvent.click(screen.getByRole('button', { name: 'Deploy Contract' }));
    expect(await screen.findByText(/^Parameters must be valid JSON/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    await userEvent.type(await screen.findByLabelText('From'), transaction.from);
    await userEvent.type(screen.getByLabelText('To'), transaction.to);
    await userEvent.type(screen.getByLabelText('Value (ETH)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send Transaction' }));
    expect(await screen.findByText('Must be more than 0.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in before sending', async () => {
    answerAsTheChain();
    renderRoute('/blockchain');
    await userEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('Sign in to send a transaction')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    answerAsTheChain();
    server.use(failing('/api/blockchain/analytics'));
    renderRoute('/blockchain');
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent("Failed to load the chain's figures.");
  });
});
