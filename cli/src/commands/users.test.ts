import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, signInWithPassword } from '@rawex/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rawexBin = path.resolve(import.meta.dirname, '../../bin/rawex.js');

describe('rawex users create', () => {
  let dataDirectory: string;
  const rawex = async (...args: string[]) => {
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    const child = spawn(process.execPath, [rawexBin, ...args], {
      env: { ...environment, RAWEX_DATA_DIR: dataDirectory },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = await once(child, 'exit');
    return { code: code as number, output };
  };

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-users-'));
    expect((await rawex('db', 'migrate')).code).toBe(0);
  });
  afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

  it('creates an admin who can sign in with that password', async () => {
    const created = await rawex(
      'users',
      'create',
      '--email',
      'Ops@RawEx.example',
      '--password',
      'a long passphrase',
      '--role',
      'admin',
    );
    expect(created.output).toMatch(/^Created admin ops@rawex\.example \(id [\w-]+\)\.\n$/);
    expect(created.code).toBe(0);

    const db = await openDatabase({ kind: 'pglite', directory: path.join(dataDirectory, 'pglite') });
    try {
      const user = await signInWithPassword(db.knex, {
        email: 'ops@rawex.example',
        password: 'a long passphrase',
      });
      expect(user.role).toBe('admin');
    } finally {
      await db.close();
    }
  });

  it('refuses a second account for the same email, a short password and an unknown role', async () => {
    const again = await rawex(
      'users',
      'create',
      '--email',
      'ops@rawex.example',
      '--password',
      'another passphrase',
    );
    expect(again).toEqual({ code: 1, output: 'error: An account with this email already exists.\n' });
    const short = await rawex('users', 'create', '--email', 'new@rawex.example', '--password', 'short');
    expect(short).toEqual({ code: 2, output: 'error: --password: must be at least 10 characters\n' });
    const role = await rawex(
      'users',
      'create',
      '--email',
      'new@rawex.example',
      '--password',
      'long enough',
      '--role',
      'owner',
    );
    expect(role.code).not.toBe(0);
    expect(role.output).toContain('Allowed choices are buyer, vendor, admin');
  });
});
