import { blockchainRoutes } from './ledger.routes.ts';

/** What the simulated ledger brings to the app (gathered in `../domains.ts`). */
export const ledgerModule = { routes: blockchainRoutes };
