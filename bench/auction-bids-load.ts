// Run as its own process by auctions.ts, so the load does not share the servers' event loop:
// tsx bench/auction-bids-load.ts <url> <keys> <auction:lot pairs> <product ids> <seconds> <round>
// Each bidder (one connection, its own key) bids down on the auctions in turn, below its own last
// bid on each (this round's prices all below the last round's): every bid taken. `<url>/<auction>/bids`.
import { throughput } from './support.ts';

const [url, keyList, lotList, productList, seconds, round] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const keys = keyList.split(',');
const products = productList.split(',').map(Number);
const lots = lotList.split(',').map((pair) => pair.split(':').map(Number) as [number, number]);
const sent = keys.map(() => 0);
const perSecond = await throughput(keys.length, Number(seconds), async (bidder) => {
  const number = sent[bidder]!++;
  const [auctionId, lotId] = lots[number % lots.length]!;
  const cents =
    9_999_999_999 - Number(round) * 100_000_000 - Math.floor(number / lots.length) * keys.length - bidder;
  const response = await fetch(`${url}/${auctionId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[bidder]}` },
    body: JSON.stringify({ lotId, price: (cents / 100).toFixed(2), productId: products[bidder] }),
  });
  if (response.status !== 201)
    throw new Error(`a bid was refused: ${response.status} ${await response.text()}`);
});
process.stdout.write(JSON.stringify({ perSecond }));
