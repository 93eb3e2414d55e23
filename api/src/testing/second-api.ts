import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../platform/logger.ts';
import { startServer } from '../server.ts';
import type { TestApi } from './test-api.ts';

const API_PROCESS = fileURLToPath(new URL('./api-process.ts', import.meta.url));

export interface SecondApi {
  url: string;
  close(): Promise<void>;
}

/**
 * Another API on the test API's database: on PostgreSQL, a process of its own (what reaches it
 * from the first goes through the database); the embedded database only this process can open, so
 * there a second server in this process.
 */
export async function startSecondApi(api: TestApi): Promise<SecondApi> {
  if (!api.databaseUrl)
    return startServer(
      { db: api.db, storage: api.storage, logger: createLogger({ level: 'silent' }), events: api.events },
      { port: 0, trustedProxyHops: 1 },
    );
  const child = spawn(process.execPath, ['--import', 'tsx', API_PROCESS, api.databaseUrl], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [url] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(([code]) => {
      throw new Error(`the second API process exited (${String(code)}) before serving`);
    }),
  ])) as [string];
  return {
    url,
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}
