import { createAccount, createLogger, startServer } from '@rawex/api';
import { seedDatabase } from '@rawex/cli/seed';
import { load, loadEachConnection, type LoadResult } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
// A sign-in waits seconds in the queue under a flood: long runs, so enough of them finish.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PASSWORD = 'a benchmark passphrase';

/**
 * What a flood of sign-ins costs everyone else, with passwords hashed at the production cost
 * (scrypt N=2^17, r=8, p=1): sign-ins per second on their own, the catalogue's first page on its
 * own, and both at once. Each flooding connection signs one account in over and over from an
 * address of its own, so the throttles never refuse it: every request is a real hash.
 */
export async function benchPasswords(): Promise<string> {
  return withBenchApi(async ({ db, storage }) => {
    await seedDatabase(db, storage, { products: PRODUCTS });
    await db.knex.raw('VACUUM ANALYZE');
    const emails: string[] = [];
    for (let index = 0; index < CONNECTIONS; index += 1) {
      const account = await createAccount(db.knex, {
        email: `flood-${index}@bench.example`,
        password: PASSWORD,
        firstName: 'Flood',
        lastName: `Buyer ${index}`,
        role: 'buyer',
      });
      emails.push(account.email);
    }
    const server = await startServer(
      { db, storage, logger: createLogger({ level: 'silent' }) },
      { port: 0, trustedProxyHops: 1 },
    );
    try {
      const signIns = () =>
        loadEachConnection(`${server.url}/api/auth/login`, {
          seconds: SECONDS,
          perConnection: emails.map((email, index) => ({
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
            body: JSON.stringify({ email, password: PASSWORD }),
          })),
        });
      const catalogue = () =>
        // From this machine, which the per-address limits leave out: many visitors' load.
        load(`${server.url}/api/products?limit=24`, { connections: CONNECTIONS, seconds: SECONDS });
      await load(`${server.url}/api/products?limit=24`, { connections: CONNECTIONS, seconds: 2 });
      const catalogueAlone = await catalogue();
      await settle(db);
      const signInsAlone = await signIns();
      await settle(db);
      const [catalogueDuring, signInsDuring] = await Promise.all([catalogue(), signIns()]);
      const line = (name: string, result: LoadResult) =>
        `  ${name.padEnd(36)} ${result.succeededPerSecond.toFixed(1).padStart(7)}/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${result.non2xx ? `  (${Math.round(result.non2xx / SECONDS)}/s refused)` : ''}${result.errors ? `  (${result.errors} gave up after 10 s)` : ''}`;
      return [
        `passwords: scrypt N=2^17 r=8 p=1, ${CONNECTIONS} connections each, ${SECONDS} s, ${PRODUCTS.toLocaleString('en-US')} products (PostgreSQL):`,
        line('sign-ins alone', signInsAlone),
        line('catalogue alone', catalogueAlone),
        line('sign-ins during the catalogue load', signInsDuring),
        line('catalogue during the sign-in flood', catalogueDuring),
        `  catalogue kept during the flood       ${(catalogueDuring.succeededPerSecond / catalogueAlone.succeededPerSecond).toFixed(2)}`,
      ].join('\n');
    } finally {
      await server.close();
    }
  });
}
