import { appendFile, chmod, cp, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { giveTo, startPostgres, TEST_SERVER_SETTINGS, type ServerUser } from './postgres-binaries.ts';

const SLOT = 'rawex_test_replica';

/**
 * A streaming replica of the suite's own PostgreSQL server (whose programs include no
 * pg_basebackup): a base backup taken with PostgreSQL's low-level API (pg_backup_start, a copy of
 * the data folder, pg_backup_stop's backup label), then started as a hot standby on `port`,
 * streaming from a replication slot, in `folder`. Answers its URL and how to stop it.
 */
export async function startStreamingReplica(
  primaryUrl: string,
  {
    binaries,
    folder,
    port,
    user,
  }: { binaries: string; folder: string; port: number; user: ServerUser | undefined },
): Promise<{ url: string; stop(): Promise<void> }> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  await primary.connect();
  const replicaDirectory = path.join(folder, 'replica');
  try {
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

  await chmod(replicaDirectory, 0o700);
  await giveTo(replicaDirectory, user);
  const standby = await startPostgres({
    binaries,
    dataDirectory: replicaDirectory,
    port,
    user,
    settings: { ...TEST_SERVER_SETTINGS, hot_standby: 'on' },
    readyWhen: 'ready to accept read-only connections',
  });
  const url = new URL(primaryUrl);
  url.port = String(port);
  return { url: url.toString(), stop: () => standby.stop() };
}
