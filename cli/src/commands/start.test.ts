import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categoryListSchema, healthSchema } from '@rawex/api/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rawexBin = path.resolve(import.meta.dirname, '../../bin/rawex.js');

/** The environment of a fresh machine: no DATABASE_URL, an empty data folder. */
function freshMachineEnvironment(dataDirectory: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  return { ...environment, RAWEX_DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' };
}

function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(match);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`rawex exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

describe('rawex start on an empty data folder', () => {
  let dataDirectory: string;
  let child: ChildProcessWithoutNullStreams;
  let url: string;

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-start-'));
    child = spawn(process.execPath, [rawexBin, 'start'], { env: freshMachineEnvironment(dataDirectory) });
    const [, printedUrl] = await waitForLine(child, /RawEx is running at (http:\/\/\S+)/);
    url = printedUrl as string;
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('answers /api/health from the embedded database, fully migrated', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', migrations: { pending: [] } },
    });
  });

  it('serves the seeded categories on /api/categories', async () => {
    const response = await fetch(`${url}/api/categories`);
    expect(response.status).toBe(200);
    const categories = categoryListSchema.parse(await response.json());
    expect(categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining([
        'cash-crops',
        'forestry',
        'livestock',
        'medicinal-herbs',
        'rare-earth',
        'crude-oil',
      ]),
    );
  });

  it('keeps its data in the data folder and stops cleanly on SIGTERM', async () => {
    expect(await readdir(dataDirectory)).toEqual(expect.arrayContaining(['pglite', 'uploads']));
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});

describe('rawex command-line errors', () => {
  it('rejects a --products count that is not a whole number, before touching the database', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-cli-'));
    try {
      const child = spawn(process.execPath, [rawexBin, 'db', 'seed', '--products', '12.5'], {
        env: freshMachineEnvironment(dataDirectory),
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(stderr).toContain('--products: must be a whole number');
      expect(await readdir(dataDirectory)).toEqual([]);
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });
});
