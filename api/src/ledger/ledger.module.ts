import { blockchainRoutes } from './ledger.routes.ts';
import * as simulatedLedgerMigration from './migrations/20261122000000_simulated_ledger.ts';
import * as ledgerLimitsMigration from './migrations/20261126030000_ledger_limits.ts';

/** What the simulated ledger brings to the app (gathered in `../domains.ts`). */
export const ledgerModule = {
  migrations: [
    { name: '20261122000000_simulated_ledger', ...simulatedLedgerMigration },
    { name: '20261126030000_ledger_limits', ...ledgerLimitsMigration },
  ],
  routes: blockchainRoutes,
  tags: [
    {
      name: 'Blockchain',
      description:
        'A simulated ledger kept by RawEx in PostgreSQL (no real chain is contacted): networks, contracts, transactions and DeFi protocols. A block producer confirms what is pending on each network’s block time.',
    },
  ],
};
