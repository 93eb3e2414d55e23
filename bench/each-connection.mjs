// Drives one URL with autocannon, one connection per request given as JSON in argv[2] (its own
// body and headers), and prints the connections' requests per second together, with the
// latencies of the slowest. Run as a child process of the bench, so the load does not share the
// server's event loop.
import autocannon from 'autocannon';

const { url, seconds, method, perConnection } = JSON.parse(process.argv[2]);
const results = await Promise.all(
  perConnection.map(({ headers, body }) =>
    autocannon({ url, method, headers, body, duration: seconds, connections: 1 }),
  ),
);
const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
const slowest = (pick) => Math.max(...results.map(pick));
process.stdout.write(
  JSON.stringify({
    requests: {
      average: sum((result) => result.requests.total) / seconds,
      total: sum((result) => result.requests.total),
    },
    duration: seconds,
    latency: { p50: slowest((result) => result.latency.p50), p99: slowest((result) => result.latency.p99) },
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  }),
);
