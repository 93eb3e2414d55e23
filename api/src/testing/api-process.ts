// Another API process on a database a test made, as a second machine behind the same load balancer
// would run it: `node --import tsx api-process.ts <database url>`. It prints the address it serves
// at, then serves until its standard input ends (the test closed it, or the test's process died).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage } from '../media/disk-storage.ts';
import { openDatabase } from '../platform/database/database.ts';
import { createLogger } from '../platform/logger.ts';
import { startServer } from '../server.ts';

const [url] = process.argv.slice(2) as [string];
const uploads = await mkdtemp(path.join(tmpdir(), 'rawex-api-process-'));
const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const server = await startServer(
  { db, storage: createDiskStorage(uploads), logger: createLogger({ level: 'silent' }) },
  { port: 0, trustedProxyHops: 1 },
);
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  void (async () => {
    await server.close();
    await db.close();
    await rm(uploads, { recursive: true, force: true });
    process.exit(0);
  })();
});
