import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const rawexBin = path.resolve(import.meta.dirname, '../../bin/rawex.js');

/** A running `rawex start` (its URL), or `rawex worker` (none). */
export interface Instance {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

/** Starts `rawex <command>` on a database, with a data folder of its own and more settings, once it says it is ready. */
export function startRawex(
  databaseUrl: string,
  dataDirectory: string,
  command: string[] = ['start'],
  ready = /RawEx is running at (http:\/\/\S+)/,
  environment: NodeJS.ProcessEnv = {},
): Promise<Instance> {
  const child = spawn(process.execPath, [rawexBin, ...command], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      RAWEX_DATA_DIR: dataDirectory,
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...environment,
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve({ child, url: match[1] ?? '' });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`rawex ${command.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Sends SIGTERM and answers the exit code (null: it had already exited). */
export async function stopRawex(instance: Instance | undefined): Promise<number | null> {
  if (!instance || instance.child.exitCode !== null) return null;
  instance.child.kill('SIGTERM');
  const [code] = (await once(instance.child, 'exit')) as [number | null];
  return code;
}

/** A JSON call on one instance, as a browser on it would make it (its own Origin). */
export async function call<T>(
  on: Instance,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${on.url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'GET' ? {} : { origin: on.url }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}
