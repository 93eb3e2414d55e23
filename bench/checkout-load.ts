// Run as its own process by keys-and-checkout.ts, so the load does not share the API's event loop:
// tsx bench/checkout-load.ts <url> <cookies.json> <seconds> <concurrency>
import { readFile } from 'node:fs/promises';
import { throughput } from './support.ts';

const [url, cookiesFile, seconds, concurrency] = process.argv.slice(2);
const cookies = JSON.parse(await readFile(cookiesFile as string, 'utf8')) as string[];
let next = 0;
const perSecond = await throughput(Number(concurrency), Number(seconds), async () => {
  const cookie = cookies[next++];
  if (!cookie) throw new Error(`the ${cookies.length} prepared carts ran out: raise BENCH_CARTS`);
  const response = await fetch(`${url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url as string },
    body: JSON.stringify({ shippingAddress: '1 Harbour Road, Rotterdam' }),
  });
  if (response.status !== 201)
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
});
process.stdout.write(JSON.stringify({ perSecond, checkouts: next }));
