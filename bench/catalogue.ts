import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Database } from '@rawex/api';
import { productFacetQuerySchema, productListQuerySchema } from '@rawex/api/contracts';
import { fetchProductPage } from '@rawex/api/product-search';
import { countFacets } from '@rawex/api/product-facets';
import { seedDatabase } from '@rawex/cli/seed';
import { load, type LoadResult } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * A catalogue seeded beforehand (`rawex db seed --products N --currencies USD,EUR,GBP` there):
 * measured as it is, kept.
 */
const CATALOGUE_URL = process.env.BENCH_CATALOGUE_URL;
/**
 * The currencies suppliers sell in (`BENCH_SELLING_CURRENCIES=USD`: the demo's dollars alone):
 * each supplier's products are priced in one of them, in turn.
 */
const SELLING_CURRENCIES = (process.env.BENCH_SELLING_CURRENCIES ?? 'USD,EUR,GBP').split(',');
/** The currency buyers filter prices in: its bounds are compared at the reference rates. */
const DISPLAY_CURRENCY = process.env.BENCH_DISPLAY_CURRENCY ?? 'EUR';
/** Only the cases whose label matches (`BENCH_CASES=facets`); all when unset. */
const CASES = new RegExp(process.env.BENCH_CASES ?? '');

/**
 * The baseline: a bare node:http handler running the very same catalogue SQL on the same pool
 * (`fetchProductPage`, and `countFacets` at /facets), with none of the API's routing,
 * middleware, checks or mapping.
 */
async function startBareServer(db: Database): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    const parameters = Object.fromEntries(address.searchParams);
    if (address.pathname === '/facets') {
      countFacets(db.knex, productFacetQuerySchema.parse(parameters)).then(
        (facets) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(facets));
        },
        (error: Error) => {
          response.writeHead(500);
          response.end(error.message);
        },
      );
      return;
    }
    const query = productListQuerySchema.parse(parameters);
    fetchProductPage(db.knex, query).then(
      ({ rows, total, estimated }) => {
        response.writeHead(200, {
          'content-type': 'application/json',
          'x-total-count': String(total),
          ...(estimated ? { 'x-total-count-estimated': 'true' } : {}),
        });
        response.end(JSON.stringify(rows));
      },
      (error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      },
    );
  });
  server.listen(0);
  await once(server, 'listening');
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function row(label: string, api: LoadResult, bare: LoadResult): string {
  const format = (result: LoadResult) =>
    `${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms`;
  const failures = api.errors + api.non2xx + bare.errors + bare.non2xx;
  return `  ${label.padEnd(36)} API ${format(api)}   bare ${format(bare)}   ratio ${(api.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}${failures ? `   (${failures} failed requests!)` : ''}`;
}

/** How deep to page into a query: 10,000 products, or half its matches when it has fewer than 20,000. */
async function deepPosition(url: string, query: string): Promise<number> {
  const response = await fetch(`${url}/api/products?${query}&limit=1`);
  return Math.min(10_000, Math.floor(Number(response.headers.get('X-Total-Count')) / 2));
}

/** The cursor (X-Next-Cursor) that opens the page at `position` of a query's newest-first list. */
async function cursorAt(url: string, query: string, position: number): Promise<number> {
  const [product] = (await (
    await fetch(`${url}/api/products?${query}&limit=1&offset=${position - 1}`)
  ).json()) as {
    id: number;
  }[];
  if (!product) throw new Error(`${query} has no product at ${position}`);
  return product.id;
}

/** What buyers ask of the catalogue: searches as the storefront sends them (by relevance), filters, sorts, deep pages. */
async function catalogueCases(url: string, cashCropsId: number): Promise<[query: string, label: string][]> {
  const deep = await deepPosition(url, 'sort=newest');
  const deepCoffee = await deepPosition(url, 'search=coffee');
  const at = (position: number) => position.toLocaleString('en-US');
  return [
    ['search=grade&sort=relevance&limit=24', 'search "grade" (common word)'],
    ['search=coffee&sort=relevance&limit=24', 'search "coffee"'],
    ['search=specialty&sort=relevance&limit=24', 'search "specialty" (rare word)'],
    ['search=copper%20cathodes&sort=relevance&limit=24', 'search "copper cathodes" (two words)'],
    [`categoryId=${cashCropsId}&limit=24`, 'category (cash-crops, a parent)'],
    [
      `minPrice=100&maxPrice=200&priceCurrency=${DISPLAY_CURRENCY}&limit=24`,
      `price range 100–200 ${DISPLAY_CURRENCY}`,
    ],
    ['sort=price_asc&limit=24', 'sort by price'],
    ['sort=rating&limit=24', 'sort by supplier rating'],
    [`offset=${deep}&limit=24`, `offset ${at(deep)}`],
    [`before=${await cursorAt(url, 'sort=newest', deep)}&limit=24`, `cursor at ${at(deep)}`],
    [`search=coffee&offset=${deepCoffee}&limit=24`, `search "coffee", offset ${at(deepCoffee)}`],
    [
      `search=coffee&before=${await cursorAt(url, 'search=coffee', deepCoffee)}&limit=24`,
      `search "coffee", cursor at ${at(deepCoffee)}`,
    ],
  ];
}

const FACETS = 'facets=originCountry,certifications,incoterms,grade';

/** What a filter sidebar asks beside each page: the counts of every facet under the filters. */
function facetCases(cashCropsId: number): [query: string, label: string][] {
  return [
    [FACETS, 'facets, whole catalogue'],
    [
      `categoryId=${cashCropsId}&originCountry=GH,CI,CO&certifications=fairtrade&${FACETS}`,
      'facets, category + origin + certification',
    ],
    [`search=coffee&${FACETS}`, 'facets, search "coffee"'],
    [
      `minPrice=100&maxPrice=200&priceCurrency=${DISPLAY_CURRENCY}&${FACETS}`,
      `facets, price range 100–200 ${DISPLAY_CURRENCY}`,
    ],
  ];
}

export async function benchCatalogue(): Promise<string> {
  return withBenchApi(
    async ({ db, storage, server }) => {
      if (!CATALOGUE_URL) {
        await seedDatabase(db, storage, { products: PRODUCTS, currencies: SELLING_CURRENCIES });
        // What autovacuum does to a live table: visibility map and statistics.
        await db.knex.raw('VACUUM ANALYZE');
      }
      const products = Number((await db.knex('products').first(db.knex.raw('count(*) AS count'))).count);
      const category = await db.knex('categories').where({ slug: 'cash-crops' }).first('id');
      const bareServer = await startBareServer(db);
      const lines = [
        `catalogue, ${products.toLocaleString('en-US')} products sold in ${SELLING_CURRENCIES.join(', ')}, ${CONNECTIONS} connections, ${SECONDS} s each (PostgreSQL):`,
      ];
      try {
        const cases = [
          ...(await catalogueCases(server.url, category.id)).map(([query, label]) => ['', query, label]),
          ...facetCases(category.id).map(([query, label]) => ['/facets', query, label]),
        ];
        for (const [path, query, label] of cases.filter(([, , label]) => CASES.test(label!))) {
          const options = { connections: CONNECTIONS };
          const apiUrl = `${server.url}/api/products${path}?${query}`;
          const bareUrl = `${bareServer.url}${path || '/'}?${query}`;
          // Warm both up (plans, pool, JIT), then measure them one after the other.
          await load(apiUrl, { ...options, seconds: 2 });
          await load(bareUrl, { ...options, seconds: 2 });
          await settle(db);
          const apiResult = await load(apiUrl, { ...options, seconds: SECONDS });
          await settle(db);
          const bareResult = await load(bareUrl, { ...options, seconds: SECONDS });
          await settle(db);
          lines.push(row(label!, apiResult, bareResult));
        }
      } finally {
        await bareServer.close();
      }
      return lines.join('\n');
    },
    { databaseUrl: CATALOGUE_URL },
  );
}
