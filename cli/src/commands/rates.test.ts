import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerDatabase, referenceRatesFile, type ServerDatabase } from '@rawex/api/testing';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawexBin } from '../testing/rawex-processes.ts';

/** The operator's rates, from files on disk into the database the environment names. */
describe('rawex rates import', () => {
  let folder: string;
  let database: ServerDatabase;
  const rawex = async (...args: string[]) => {
    const child = spawn(process.execPath, [rawexBin, ...args], {
      env: { ...process.env, DATABASE_URL: database.url, RAWEX_DATA_DIR: folder, LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    return { code, output };
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'rawex-rates-'));
    database = await createServerDatabase('rawex_rates', { migrated: true });
  });
  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps a history file’s rates once, and says what it kept and skipped', async () => {
    const file = path.join(folder, 'eurofxref-hist-90d.xml');
    await writeFile(
      file,
      referenceRatesFile({
        '2026-12-03': { USD: '1.0791', JPY: '161.42', HRK: '7.5345' },
        '2026-12-04': { USD: '1.0823', JPY: '162.08' },
      }),
    );
    const first = await rawex('rates', 'import', file);
    expect(first.output).toBe(
      `Kept 4 new ECB rates from ${file}: 2 days, 2026-12-03 to 2026-12-04; 0 were kept already.\nSkipped currencies RawEx does not know: HRK.\n`,
    );
    expect(first.code).toBe(0);

    const again = await rawex('rates', 'import', file, '--json');
    expect(JSON.parse(again.output)).toMatchObject({ added: 0, alreadyKept: 4, unknownCurrencies: ['HRK'] });

    const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
    try {
      const { rows } = await db.raw<{ rows: { rate: string }[] }>(
        "SELECT trim_scale(rate)::text AS rate FROM fx_rate('JPY', 'USD', '2026-12-06')",
      );
      // Friday's USD over JPY, as Sunday has no rates: 1.0823 / 162.08 to ten places.
      expect(rows).toEqual([{ rate: '0.0066775666' }]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps nothing of a malformed file, naming its line, and exits 1', async () => {
    const file = path.join(folder, 'broken.xml');
    await writeFile(file, referenceRatesFile({ '2026-12-07': { USD: '1,085' } }));
    const broken = await rawex('rates', 'import', file);
    expect(broken.output).toBe(
      'error: file: line 9: the rate of USD, "1,085", is not a positive decimal. Nothing was imported; correct the file and send it again\n',
    );
    expect(broken.code).toBe(1);
  });
});
