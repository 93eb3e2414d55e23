import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerDatabase } from '@rawex/api/testing';
import { startRawex as startRawexProcess, stopRawex } from '../../cli/src/testing/rawex-processes.ts';

/** The administrator every test server starts with (RAWEX_ADMIN_EMAIL, RAWEX_ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@rawex.test', password: 'e2e admin password' };

export interface RawexServer {
  url: string;
  /**
   * The same server by the name its links and passkeys are made for (RAWEX_PUBLIC_URL):
   * a browser makes no passkey for an IP address.
   */
  publicUrl: string;
  /** The server's process. */
  pid: number;
  /** Its database on the DATABASE_URL server; none on embedded PGlite. */
  databaseUrl?: string;
  /** Its RAWEX_DATA_DIR: the emails it sends are written under mail/. */
  dataDirectory: string;
  stop(): Promise<void>;
}

/**
 * What a user runs: `rawex start` (migrate, seed the demo data, build the storefront if needed,
 * serve) on a fresh database (on the DATABASE_URL server, or the embedded PGlite without one) and
 * data folder, on a free port; `settings` are environment variables on top of the tests' own.
 */
export async function startRawex(settings: Record<string, string> = {}): Promise<RawexServer> {
  // Migrated already (a copy of the suite's template): what is tested here is the app, not the migrations.
  const database = process.env.DATABASE_URL
    ? await createServerDatabase('rawex_e2e', { migrated: true })
    : undefined;
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-e2e-'));
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const rawex = await startRawexProcess({
    databaseUrl: database?.url,
    dataDirectory,
    environment: {
      RAWEX_ADMIN_EMAIL: E2E_ADMIN.email,
      RAWEX_ADMIN_PASSWORD: E2E_ADMIN.password,
      HOST: '127.0.0.1',
      PORT: String(port),
      RAWEX_PUBLIC_URL: publicUrl,
      // The tests' webhook receivers listen on this machine.
      RAWEX_WEBHOOK_ALLOW_PRIVATE: 'true',
      // One buyer places 130 orders to page through them (the limit itself is tested on the API).
      RAWEX_MAX_PENDING_ORDERS: '1000',
      ...settings,
    },
  });
  return {
    url: rawex.url,
    publicUrl,
    pid: rawex.child.pid as number,
    databaseUrl: database?.url,
    dataDirectory,
    async stop() {
      await stopRawex(rawex);
      await database?.drop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now: the server is started on it, so its public address is known before. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
