import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives `url` with autocannon from a separate process, so the load does not share the server's event loop. */
export async function load(
  url: string,
  { connections = 32, seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonBin,
      '--json',
      '--connections',
      String(connections),
      '--duration',
      String(seconds),
      ...headerArgs,
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
