import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A small disk (a tmpfs) mounted at `directory` in a mount namespace of its own: it needs no
 * privilege outside it (a user namespace too where the tests do not run as root), and it is gone
 * with the process holding the namespace. Only what runs through `launch` or `shell` sees it.
 */
export interface SmallDisk {
  directory: string;
  /** A program and its arguments, run where the disk is mounted (for `startRawex`'s `launch`). */
  launch(program: string, args: string[]): [string, string[]];
  /** Runs a shell script where the disk is mounted, in `directory`, and answers what it printed. */
  shell(script: string): Promise<string>;
  freeBytes(): Promise<number>;
  /** Writes a file that leaves `leaveBytes` free (0: none at all). */
  fill(leaveBytes: number): Promise<void>;
  /** Removes what `fill` wrote. */
  empty(): Promise<void>;
  unmount(): Promise<void>;
}

const FILLER = 'filler';

export async function mountSmallDisk(megabytes: number): Promise<SmallDisk> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rawex-small-disk-'));
  const asRoot = process.getuid?.() === 0;
  const holder = spawn(
    'unshare',
    [
      ...(asRoot ? [] : ['--user', '--map-root-user']),
      '--mount',
      '--propagation',
      'private',
      '--',
      'sh',
      '-c',
      'mount -t tmpfs -o "size=$1m,mode=0700" tmpfs "$2" && echo mounted && exec sleep infinity',
      'sh',
      String(megabytes),
      directory,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  holder.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('mounted')) resolve();
    });
    holder.once('exit', (code) =>
      reject(new Error(`Could not mount a small disk (unshare exited with ${code}): ${printed}`)),
    );
  });
  const enter = [
    '--target',
    String(holder.pid),
    '--mount',
    ...(asRoot ? [] : ['--user', '--preserve-credentials']),
    '--',
  ];
  const launch = (program: string, args: string[]): [string, string[]] => [
    'nsenter',
    [...enter, program, ...args],
  ];
  const shell = async (script: string) => {
    const { stdout } = await run(...launch('sh', ['-c', `cd "$0" && ${script}`, directory]));
    return stdout;
  };
  const freeBytes = async () => Number((await shell(`echo $(( $(stat -f -c '%a * %S' .) ))`)).trim());
  return {
    directory,
    launch,
    shell,
    freeBytes,
    async fill(leaveBytes) {
      const bytes = (await freeBytes()) - leaveBytes;
      if (bytes > 0) await shell(`fallocate -l ${bytes} ${FILLER}-$(date +%s%N)`);
    },
    async empty() {
      await shell(`rm -f ${FILLER}-*`);
    },
    async unmount() {
      holder.kill('SIGKILL');
      if (holder.exitCode === null && holder.signalCode === null) await once(holder, 'exit');
      await rm(directory, { recursive: true, force: true });
    },
  };
}
