import { setTimeout as sleep } from 'node:timers/promises';
import { createRawexClient, RawexApiError, type RawexClient } from '@rawex/client';
import { CliFailure, EXIT } from './cli-failure.ts';
import type { Credentials } from './credentials.ts';

const ATTEMPTS = 5;
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

/**
 * fetch that tries again when the server is busy or away: 429 and 503 after their Retry-After,
 * others and network failures with exponential backoff; after the last try the failure stands.
 */
export function retryingFetch(baseDelayMs = 250): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      const request = input instanceof Request ? input.clone() : input;
      try {
        const response = await fetch(request, init);
        if (!RETRIED_STATUSES.has(response.status) || attempt === ATTEMPTS) return response;
        const retryAfter = Number(response.headers.get('Retry-After'));
        await response.body?.cancel();
        await sleep(retryAfter > 0 ? Math.min(retryAfter, 60) * 1000 : baseDelayMs * 2 ** attempt);
      } catch (error) {
        if (attempt === ATTEMPTS) {
          const where = input instanceof Request ? new URL(input.url).origin : String(input);
          throw new CliFailure(
            `Could not reach RawEx at ${where}: ${(error as Error).cause ?? (error as Error).message}`,
            EXIT.unreachable,
          );
        }
        await sleep(baseDelayMs * 2 ** attempt);
      }
    }
  };
}

/** A typed client for the vendor commands, acting with the key. */
export function connect(
  credentials: Pick<Credentials, 'apiUrl'> & { key?: string },
  cookie?: string,
): RawexClient {
  return createRawexClient({
    baseUrl: credentials.apiUrl,
    ...(credentials.key ? { apiKey: credentials.key } : {}),
    // A change signed in with a cookie must name its origin, as a browser does.
    ...(cookie ? { cookie, headers: { Origin: new URL(credentials.apiUrl).origin } } : {}),
    fetch: retryingFetch(),
  });
}

/** A refusal of the API as the CLI says it: a server that keeps failing ends with exit 3. */
export function describeApiFailure(error: unknown): CliFailure | undefined {
  if (!(error instanceof RawexApiError)) return undefined;
  const exitCode = error.status >= 500 || error.status === 429 ? EXIT.unreachable : EXIT.usage;
  return new CliFailure(`${error.detail} (${error.status} ${error.code})`, exitCode);
}
