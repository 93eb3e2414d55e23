import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered 2xx or 3xx, a second. */
  succeededPerSecond: number;
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
  return loadResult(stdout);
}

/** A request of its own for each connection: its headers and body. */
export interface ConnectionRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * Drives `url` from a separate process with one connection per entry of `perConnection`, each
 * sending its own request over and over (one account signing in per connection, say).
 */
export async function loadEachConnection(
  url: string,
  {
    method = 'POST',
    seconds = 10,
    perConnection,
  }: { method?: string; seconds?: number; perConnection: ConnectionRequest[] },
): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('./each-connection.mjs', import.meta.url)),
      JSON.stringify({ url, seconds, method, perConnection }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return loadResult(stdout);
}

function loadResult(autocannonJson: string): LoadResult {
  const result = JSON.parse(autocannonJson) as {
    requests: { average: number; total: number };
    duration: number;
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    succeededPerSecond: (result.requests.total - result.non2xx) / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
