import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppOptions } from '../app.ts';
import type { Database } from '../platform/database/database.ts';
import { startJobWorker } from '../jobs.ts';
import { migrateToLatest } from '../schema.ts';
import { loadConfig } from '../config.ts';
import type { EventSettings } from '../platform/settings.ts';
import type { Worker } from '../platform/jobs/job-queue.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { startServer, type ServerTimeouts } from '../server.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { openReadReplica, type ReadReplica } from '../platform/database/read-replica.ts';
import type { FileStorage } from '../media/file-storage.ts';
import { createTestDatabase } from './test-database.ts';
import type { AddressLimits } from '../platform/http/address-limits.ts';

export interface TestApi {
  url: string;
  db: Database;
  /** Its database's address on the PostgreSQL server, for another process to open; none when embedded. */
  databaseUrl: string | undefined;
  storage: FileStorage;
  /** The settings its events run on (emails to `mail.directory` unless an SMTP server is given). */
  events: EventSettings;
  /** The job worker beside it, when asked for one. */
  worker: Worker | undefined;
  /** The read replica its catalogue reads go to, when asked for one. */
  readReplica: ReadReplica | undefined;
  /** Starts a worker on its database (a second one, or again after a stop). */
  startWorker(): Promise<Worker>;
  /** A client with its own cookie jar, like one browser. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is, without JSON encoding. */
  rawBody?: RequestInit['body'];
}

/**
 * A browser-like client: keeps the cookies the API sets and sends this site's Origin on
 * changes, as a same-origin page would.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  /**
   * The address this client calls from, as a proxy in front of the test API reports it: each
   * client is its own machine, as far as the per-address limits can tell.
   */
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(private readonly url: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(
    method: string,
    pathname: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= this.url;
    let body = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.url + pathname, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired =
        value === '' || attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    const isJson = /json/.test(response.headers.get('content-type') ?? '');
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (isJson && text ? JSON.parse(text) : text) as T,
    };
  }

  get<T = unknown>(pathname: string, options?: RequestOptions) {
    return this.request<T>('GET', pathname, options);
  }
  post<T = unknown>(pathname: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', pathname, { ...options, body });
  }
  put<T = unknown>(pathname: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', pathname, { ...options, body });
  }
  patch<T = unknown>(pathname: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', pathname, { ...options, body });
  }
  delete<T = unknown>(pathname: string, options?: RequestOptions) {
    return this.request<T>('DELETE', pathname, options);
  }
}

/** A migrated, empty database of the configured kind behind a running API on a free port. */
export async function startTestApi({
  logger = createLogger({ level: 'silent' }),
  worker: withWorker = false,
  events: eventOptions = {},
  storage: givenStorage,
  readReplica: replicaOptions,
  ...options
}: Omit<AppOptions, 'addressLimiter'> & {
  /** Reads the public catalogue on the suite's streaming replica of its database. */
  readReplica?: { maxLagSeconds?: number; checkEveryMs?: number };
  /** Where media live: a fresh folder of its own unless given (a bucket, say). */
  storage?: FileStorage;
  timeouts?: Partial<ServerTimeouts>;
  /** Requests an address may make a minute (RawEx's defaults unless given). */
  addressLimits?: AddressLimits;
  logger?: Logger;
  /** Runs a job worker beside the API, as `rawex start` does. */
  worker?: boolean;
  /** Settings of the events, over the defaults (emails written under the test's own folder). */
  events?: Partial<EventSettings>;
} = {}): Promise<TestApi> {
  const db = await createTestDatabase(replicaOptions ? 'postgres' : undefined, {
    migrated: true,
    replicated: Boolean(replicaOptions),
  });
  await migrateToLatest(db.knex);
  const readReplica =
    replicaOptions && db.replicaUrl
      ? await openReadReplica(db, {
          url: db.replicaUrl,
          maxLagSeconds: 10,
          logger,
          poolSize: 5,
          ...replicaOptions,
        })
      : undefined;
  const uploads = await mkdtemp(path.join(tmpdir(), 'rawex-api-'));
  const storage = givenStorage ?? createDiskStorage(uploads);
  const defaults = loadConfig({}).events;
  const secretsKey = randomBytes(32);
  const events: EventSettings = {
    ...defaults,
    mail: { from: defaults.mail.from, directory: path.join(uploads, 'mail') },
    // Each test API's own key: its database's secrets are sealed with it.
    secretsKey: () => secretsKey,
    ...eventOptions,
  };
  // Polled often: tests wait on retries scheduled milliseconds ahead.
  const startWorker = () =>
    startJobWorker({ db, storage, logger, settings: events }, { pollingIntervalSeconds: 0.5 });
  const workers: Worker[] = [];
  const server = await startServer(
    { db, storage, logger, events, readReplica },
    // Behind a proxy (that every client's X-Forwarded-For passes through), as production is.
    { port: 0, trustedProxyHops: 1, ...options },
  );
  const worker = withWorker ? await startWorker() : undefined;
  if (worker) workers.push(worker);
  return {
    url: server.url,
    db,
    databaseUrl: db.url,
    storage,
    events,
    worker,
    readReplica,
    async startWorker() {
      const started = await startWorker();
      workers.push(started);
      return started;
    },
    client: () => new TestClient(server.url),
    async close() {
      await server.close();
      for (const running of workers) await running.stop({ timeoutMs: 1_000 });
      await readReplica?.close();
      await db.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}
