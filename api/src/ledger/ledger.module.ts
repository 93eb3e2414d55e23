import { blockchainRoutes } from './ledger.routes.ts';

/** What the simulated ledger brings to the app (gathered in `../domains.ts`). */
export const ledgerModule = {
  routes: blockchainRoutes,
  tags: [
    {
      name: 'Blockchain',
      description:
        'A simulated ledger kept by RawEx in PostgreSQL (no real chain is contacted): networks, contracts, transactions and DeFi protocols. A block producer confirms what is pending on each network’s block time.',
    },
  ],
};
