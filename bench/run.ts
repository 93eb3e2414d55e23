import { benchAuctions } from './auctions.ts';
import { benchBulk } from './bulk.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchEvents } from './events.ts';
import { benchImport } from './import.ts';
import { benchKeysAndCheckout } from './keys-and-checkout.ts';
import { benchLimits } from './limits.ts';
import { benchPasswords } from './passwords.ts';
import { benchPayments } from './payments.ts';
import { benchPeer } from './peer.ts';
import { benchProcesses } from './processes.ts';
import { benchSavedSearches } from './saved-searches.ts';
import { benchSeed } from './seed.ts';
import { benchShipments } from './shipments.ts';
import { benchTrade } from './trade.ts';
import { benchConsoles, benchLighthouse, benchPagesUnderLoad, benchStorefront } from './storefront.ts';

/**
 * `npm run bench [name…]`: each benchmark measures a figure an issue names, as a ratio against
 * a baseline run in the same session. Never part of `npm test`.
 */
const benchmarks: Record<string, () => Promise<string>> = {
  seed: benchSeed,
  catalogue: benchCatalogue,
  'saved-searches': benchSavedSearches,
  orders: benchKeysAndCheckout,
  limits: benchLimits,
  passwords: benchPasswords,
  payments: benchPayments,
  events: benchEvents,
  trade: benchTrade,
  shipments: benchShipments,
  auctions: benchAuctions,
  bulk: benchBulk,
  import: benchImport,
  storefront: benchStorefront,
  pages: benchPagesUnderLoad,
  lighthouse: benchLighthouse,
  consoles: benchConsoles,
  peer: benchPeer,
  processes: benchProcesses,
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(benchmarks)) {
  console.log(await (benchmarks[name] as () => Promise<string>)());
}
