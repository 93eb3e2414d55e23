import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';

const rawexBin = path.resolve(import.meta.dirname, '../../cli/bin/rawex.js');

/** The administrator every test server starts with (RAWEX_ADMIN_EMAIL, RAWEX_ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@rawex.test', password: 'e2e admin password' };

export interface RawexServer {
  url: string;
  /** The server's process. */
  pid: number;
  /** Its database on the DATABASE_URL server; none on embedded PGlite. */
  databaseUrl?: string;
  /** Its RAWEX_DATA_DIR: the emails it sends are written under mail/. */
  dataDirectory: string;
  stop(): Promise<void>;
}

/** A fresh database on the DATABASE_URL server, dropped afterwards; none (embedded PGlite) without one. */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `rawex_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () => knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const creator = admin();
  await creator.raw('CREATE DATABASE ??', [name]).finally(() => creator.destroy());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = admin();
      await dropper.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]).finally(() => dropper.destroy());
    },
  };
}

/**
 * What a user runs: `rawex start` (migrate, seed the demo data, build the storefront if needed,
 * serve) on a fresh database and data folder, on a free port.
 */
export async function startRawex(): Promise<RawexServer> {
  const database = await freshDatabase();
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-e2e-'));
  const { DATABASE_URL: _server, ...environment } = process.env;
  const child = spawn(process.execPath, [rawexBin, 'start'], {
    env: {
      ...environment,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      RAWEX_DATA_DIR: dataDirectory,
      RAWEX_ADMIN_EMAIL: E2E_ADMIN.email,
      RAWEX_ADMIN_PASSWORD: E2E_ADMIN.password,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The tests' webhook receivers listen on this machine.
      RAWEX_WEBHOOK_ALLOW_PRIVATE: 'true',
      // One buyer places 130 orders to page through them (the limit itself is tested on the API).
      RAWEX_MAX_PENDING_ORDERS: '1000',
    },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/RawEx is running at (http:\/\/\S+)/);
      if (match) resolve(match[1] as string);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`rawex start exited with ${code}:\n${output}`)));
  });
  return {
    url,
    pid: child.pid as number,
    databaseUrl: database.url,
    dataDirectory,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await database.drop();
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}
