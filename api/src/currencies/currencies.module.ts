import { routinesBeside } from '../platform/database/migrate.ts';
import { fxRateRoutes } from './fx-rates.routes.ts';
import { fetchReferenceRatesJob } from './fx-rates.job.ts';
import * as currenciesMigration from './migrations/20261214000000_currencies.ts';

/** What currencies bring to the app (gathered in `../domains.ts`). */
export const currenciesModule = {
  migrations: [{ name: '20261214000000_currencies', ...currenciesMigration }],
  routes: fxRateRoutes,
  jobs: [fetchReferenceRatesJob],
  routines: routinesBeside(import.meta.url, ['refuse_fx_rate_change', 'fx_rate', 'rates_to']),
  tags: [
    {
      name: 'Currencies',
      description:
        'ISO 4217 currencies and the reference exchange rates kept: estimates beside a trade’s own amount, never a conversion.',
    },
  ],
};
