import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, signInWithPassword } from '@rawex/api';
import { createServerDatabase, type ServerDatabase } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawexBin } from '../testing/rawex-processes.ts';

/** The accounts are the database's, whichever it is: these run on the suite's PostgreSQL server, faster to open. */
describe('rawex users create', () => {
  let dataDirectory: string;
  let database: ServerDatabase;
  /** Runs rawex with `password` on its standard input, as a script pipes it. */
  const rawexWith = async (password: string, ...args: string[]) => {
    const { RAWEX_PASSWORD: _none, ...environment } = process.env;
    const child = spawn(process.execPath, [rawexBin, ...args], {
      env: { ...environment, DATABASE_URL: database.url, RAWEX_DATA_DIR: dataDirectory },
    });
    child.stdin.end(`${password}\n`);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = await once(child, 'exit');
    return { code: code as number, output };
  };

  beforeAll(async () => {
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-users-'));
    database = await createServerDatabase('rawex_users');
    expect((await rawexWith('', 'db', 'migrate')).code).toBe(0);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('creates an admin who can sign in with that password', async () => {
    const created = await rawexWith(
      'a long passphrase',
      'users',
      'create',
      '--email',
      'Ops@RawEx.example',
      '--role',
      'admin',
    );
    expect(created.output).toMatch(/^Created admin ops@rawex\.example \(id [\w-]+\)\.\n$/);
    expect(created.code).toBe(0);

    const db = await openDatabase({ kind: 'postgres', url: database.url });
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
    const again = await rawexWith('another passphrase', 'users', 'create', '--email', 'ops@rawex.example');
    expect(again).toEqual({ code: 1, output: 'error: An account with this email already exists.\n' });
    const short = await rawexWith('short', 'users', 'create', '--email', 'new@rawex.example');
    expect(short).toEqual({ code: 2, output: 'error: the password: must be at least 10 characters\n' });
    const role = await rawexWith(
      'long enough',
      'users',
      'create',
      '--email',
      'new@rawex.example',
      '--role',
      'owner',
    );
    expect(role.code).not.toBe(0);
    expect(role.output).toContain('Allowed choices are buyer, vendor, admin');
  });

  it('adds the new account to a company with a role and a monthly limit, or makes nothing', async () => {
    const owner = await rawexWith('a long passphrase', 'users', 'create', '--email', 'owner@acme.example');
    expect(owner.code).toBe(0);
    const member = await rawexWith(
      'a long passphrase',
      'users',
      'create',
      '--email',
      'petra@acme.example',
      '--company',
      'owner@acme.example',
      '--company-role',
      'purchaser',
      '--monthly-limit',
      '5000',
    );
    expect(member.output).toContain(
      'Added petra@acme.example to the company of owner@acme.example as purchaser.',
    );
    expect(member.code).toBe(0);

    const wrongRole = await rawexWith(
      'a long passphrase',
      'users',
      'create',
      '--email',
      'sam@acme.example',
      '--company',
      'owner@acme.example',
      '--company-role',
      'sales',
    );
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.output).toContain('must be one of a buyer company’s roles');

    const db = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      const members = await db
        .knex('companyMembers')
        .join('users as member', 'member.id', 'companyMembers.userId')
        .join('users as owner', 'owner.id', 'companyMembers.companyId')
        .where('owner.email', 'owner@acme.example')
        .orderBy('member.email')
        .select('member.email', 'companyMembers.role', 'companyMembers.monthlyLimit');
      expect(members).toEqual([
        { email: 'owner@acme.example', role: 'owner', monthlyLimit: null },
        { email: 'petra@acme.example', role: 'purchaser', monthlyLimit: '5000.00' },
      ]);
      // The refused member's account was not made either.
      expect(await db.knex('users').where({ email: 'sam@acme.example' }).first('id')).toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
