import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyCollectionAccount,
  collectionAccount,
  createDiskStorage,
  signInWithPassword,
  type Database,
} from '@rawex/api';
import { createTestDatabase } from '@rawex/api/testing';
import { sampleUsers } from '@rawex/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDemoSignIns } from './demo-sign-ins.ts';
import { seedDatabase } from './seed/seed-database.ts';

describe('the demo sign-ins', () => {
  let db: Database;
  let dataDirectory: string;
  beforeAll(async () => {
    db = await createTestDatabase(undefined, { migrated: true });
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-demo-'));
    await seedDatabase(db, createDiskStorage(path.join(dataDirectory, 'uploads')));
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('are the demo data’s own accounts, kept for the next start, and made anew for a database made anew', async () => {
    const first = await prepareDemoSignIns(db.knex, dataDirectory);
    const { vendors, buyers } = sampleUsers();
    const [buyer, purchaser, approver, vendor, sales, admin] = first.accounts;
    expect(buyers.map((user) => user.email)).toContain(buyer?.email);
    expect(vendors.map((user) => user.email)).toContain(vendor?.email);
    expect(admin?.email).toBe('admin@rawex.demo');
    expect(first.accounts.map((account) => account.as)).toEqual([
      'buyer',
      'purchaser',
      'approver',
      'supplier',
      'sales',
      'administrator',
    ]);
    // The buyer's firm has a purchaser with a monthly limit and an approver; the supplier's, a sales member.
    const membersOf = (email: string | undefined) =>
      db
        .knex('companyMembers')
        .join('users as member', 'member.id', 'companyMembers.userId')
        .join('users as owner', 'owner.id', 'companyMembers.companyId')
        .where('owner.email', email)
        .orderBy('member.email')
        .select('member.email', 'companyMembers.role', 'companyMembers.monthlyLimit');
    expect(await membersOf(buyer?.email)).toEqual([
      { email: approver?.email, role: 'approver', monthlyLimit: null },
      { email: buyer?.email, role: 'owner', monthlyLimit: null },
      { email: purchaser?.email, role: 'purchaser', monthlyLimit: '5000.00' },
    ]);
    expect(await membersOf(vendor?.email)).toEqual([
      { email: sales?.email, role: 'sales', monthlyLimit: null },
      { email: vendor?.email, role: 'owner', monthlyLimit: null },
    ]);

    // The demo buyer's own request has competing quotes, and protection is offered: the demo
    // marketplace has a collection account, set by its administrator.
    const quotesPerRequest = await db
      .knex('rfqs')
      .join('users as buyer', 'buyer.id', 'rfqs.buyerId')
      .join('quotes', 'quotes.rfqId', 'rfqs.id')
      .where('buyer.email', buyer?.email)
      .groupBy('rfqs.id')
      .select(db.knex.raw('count(DISTINCT quotes.vendor_id)::int AS suppliers'));
    expect(Math.max(...quotesPerRequest.map((request) => request.suppliers))).toBeGreaterThanOrEqual(2);
    await expect(collectionAccount(db.knex)).resolves.toMatchObject({
      iban: 'DE89370400440532013000',
      source: 'environment',
    });
    // The operator's own account, from the environment at the next start, replaces the demo's.
    await applyCollectionAccount(db.knex, {
      collectionAccount: {
        accountHolder: 'Operator Collections',
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
      },
    });
    await expect(collectionAccount(db.knex)).resolves.toMatchObject({ iban: 'GB33BUKB20201555555555' });
    // The buyer's firm has a shipping address its members' checkouts start from.
    const addresses = await db
      .knex('companyAddresses')
      .join('users', 'users.id', 'companyAddresses.companyId')
      .where('users.email', buyer?.email)
      .select('companyAddresses.label');
    expect(addresses).toEqual([{ label: 'Rotterdam warehouse' }]);
    // The supplier has said where it is paid, so its pro-formas tell buyers how to pay.
    const account = await db
      .knex('companyBankAccounts')
      .join('users', 'users.id', 'companyBankAccounts.companyId')
      .where('users.email', vendor?.email)
      .first('companyBankAccounts.accountNumber', 'companyBankAccounts.swift');
    expect(account).toEqual({ accountNumber: '00123456789', swift: 'BCHICLRM' });

    // The next start reads what the first wrote.
    expect(await prepareDemoSignIns(db.knex, dataDirectory)).toEqual(first);

    // The database made again (its passwords gone), the old file beside it: new sign-ins that work.
    await db.knex('users').update({ passwordHash: null });
    const again = await prepareDemoSignIns(db.knex, dataDirectory);
    expect(again.password).not.toBe(first.password);
    for (const { email } of again.accounts) {
      await expect(signInWithPassword(db.knex, { email, password: again.password })).resolves.toMatchObject({
        email,
      });
    }
  });
});
