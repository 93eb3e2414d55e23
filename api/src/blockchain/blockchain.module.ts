import { blockchainRoutes } from './blockchain.routes.ts';
import * as simulatedBlockchainMigration from './migrations/20261122000000_simulated_ledger.ts';
import * as blockchainLimitsMigration from './migrations/20261126030000_ledger_limits.ts';
import * as blockchainNamesMigration from './migrations/20261211080000_blockchain_names.ts';

/** What the simulated blockchain brings to the app (gathered in `../domains.ts`). */
export const blockchainModule = {
  migrations: [
    { name: '20261122000000_simulated_ledger', ...simulatedBlockchainMigration },
    { name: '20261126030000_ledger_limits', ...blockchainLimitsMigration },
    { name: '20261211080000_blockchain_names', ...blockchainNamesMigration },
  ],
  routes: blockchainRoutes,
  tags: [
    {
      name: 'Blockchain',
      description:
        'A simulated blockchain kept by RawEx in PostgreSQL (no real chain is contacted): networks, contracts, transactions and DeFi protocols. A block producer confirms what is pending on each network’s block time.',
    },
  ],
};
