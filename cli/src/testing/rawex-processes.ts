import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Me } from '@rawex/api/contracts';
import knex from 'knex';

/** The `rawex` command of a checkout, which compiles its sources as it loads them. */
export const checkoutBin = path.resolve(import.meta.dirname, '../../bin/rawex.js');

/**
 * The `rawex` the tests run: the same sources, built once before the suite
 * (scripts/test-rawex-bundle.ts), or the checkout's own outside the suite.
 */
export const rawexBin = process.env.RAWEX_TEST_BIN ?? checkoutBin;

/** A running `rawex` process: its URL once `rawex start` printed it (none for `rawex worker`). */
export interface Instance {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** What it printed until it was ready. */
  output: string;
}

export interface RawexOptions {
  /** Its database; none: the embedded PGlite in the data folder (a DATABASE_URL around is not passed on). */
  databaseUrl?: string;
  dataDirectory: string;
  command?: string[];
  /** What it prints once ready; its first group is the URL. */
  ready?: RegExp;
  /** More settings, over the defaults here (a free port, warnings only); undefined removes one. */
  environment?: NodeJS.ProcessEnv;
  /** Told all it has printed so far, each time it prints, until it is ready. */
  onOutput?: (output: string) => void;
  /** Runs the command through another (`nsenter`, say): given the program and its arguments. */
  launch?: (program: string, args: string[]) => [string, string[]];
  /** The `rawex` to run: the suite's build unless told. */
  bin?: string;
}

const SHARED_SECRETS_KEY = randomBytes(32).toString('base64');

/** Starts `rawex <command>` (`start` unless told) and returns once it says it is ready. */
export function startRawex({
  databaseUrl,
  dataDirectory,
  command = ['start'],
  ready = /RawEx is running at (http:\/\/\S+)/,
  environment = {},
  onOutput,
  launch = (program, args) => [program, args],
  bin = rawexBin,
}: RawexOptions): Promise<Instance> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const settings = {
    ...inherited,
    // Processes of one database share the key its secrets are sealed with, as a deployment's do.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, RAWEX_SECRETS_KEY: SHARED_SECRETS_KEY } : {}),
    RAWEX_DATA_DIR: dataDirectory,
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...environment,
  };
  const env = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const child = spawn(...launch(process.execPath, [bin, ...command]), { env });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output);
      const match = output.match(ready);
      if (match) resolve({ child, url: match[1] ?? '', output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`rawex ${command.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Sends SIGTERM and returns the exit code (null: it had already exited). */
export async function stopRawex(instance: Instance | undefined): Promise<number | null> {
  // Ended already: by itself (an exit code) or by a signal (SIGKILL leaves no exit code).
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return null;
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

/**
 * A buyer signed up on `on`, its address confirmed in the database of `databaseUrl` as its link
 * would (an account that places orders and reaches others needs it): its account and cookie.
 */
export async function signUpBuyer(
  on: Instance,
  databaseUrl: string,
  email = `buyer-${randomBytes(4).toString('hex')}@example.com`,
) {
  const response = await call<Me>(on, 'POST', '/api/auth/register', {
    email,
    password: 'a long enough password',
    firstName: 'Ama',
    lastName: 'Buyer',
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  try {
    await db('users').where({ id: response.body.id }).update({ email_verified_at: new Date() });
  } finally {
    await db.destroy();
  }
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { me: response.body, email, cookie };
}

/**
 * Runs one `rawex` command to its end, as a supplier's script does: against the server at
 * `apiUrl` with `key`, its settings in `directory`, `stdin` on its standard input.
 */
export async function runRawexWithKey({
  apiUrl,
  key,
  directory,
  args,
  stdin = '',
  environment = {},
}: {
  apiUrl: string;
  key: string;
  directory: string;
  args: string[];
  stdin?: string;
  environment?: NodeJS.ProcessEnv;
}) {
  const child = spawn(process.execPath, [rawexBin, ...args], {
    cwd: directory,
    env: {
      ...process.env,
      RAWEX_API_URL: apiUrl,
      RAWEX_API_KEY: key,
      RAWEX_CONFIG_DIR: directory,
      ...environment,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}
