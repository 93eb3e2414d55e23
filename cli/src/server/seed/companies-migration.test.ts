import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage, migrateToLatest, openDatabase, type Database } from '@rawex/api';
import { findSession, createSession } from '@rawex/api/sessions';
import { createServerDatabase, migrateBefore, type ServerDatabase } from '@rawex/api/testing';
import { sampleUsers } from '@rawex/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from './seed-database.ts';

/**
 * The companies' migration on a copy of the demo data made before it: every account becomes the
 * owner of a company of one, keeping what it had.
 */
describe('the companies migration on the demo data', () => {
  let server: ServerDatabase;
  let db: Database;
  let dataDirectory: string;
  const { vendors, buyers } = sampleUsers();
  const [vendor, buyer] = [vendors[0]!, buyers[0]!];
  let orderId: number;

  beforeAll(async () => {
    server = await createServerDatabase('rawex_companies_migration');
    db = await openDatabase({ kind: 'postgres', url: server.url });
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-companies-'));
    await migrateBefore(db.knex, '20261128000000_companies');
    await seedDatabase(db, createDiskStorage(path.join(dataDirectory, 'uploads')));
    // An order and a key made before companies existed.
    const product = await db.knex('products').where({ vendorId: vendor.id }).first('id', 'price');
    [{ id: orderId }] = await db
      .knex('orders')
      .insert({ buyerId: buyer.id, vendorId: vendor.id, totalAmount: product.price, shippingAddress: 'Tema' })
      .returning('id');
    await db.knex('orderItems').insert({
      orderId,
      productId: product.id,
      quantity: 1,
      unitPrice: product.price,
      totalPrice: product.price,
    });
    await db.knex('apiKeys').insert({
      userId: vendor.id,
      name: 'Old key',
      keyPrefix: 'rx_live_old',
      keyHash: 'old-key-hash',
      permissions: ['read:products'],
      rateLimit: 1000,
    });
    await migrateToLatest(db.knex);
  });
  afterAll(async () => {
    await db?.close();
    await server?.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  });

  it('makes every account the owner of a company of one with its id, a supplier’s a supplying one', async () => {
    const users = await db.knex('users').orderBy('id').select('id', 'role', 'companyName');
    const companies = await db.knex('companies').orderBy('id').select('id', 'kind', 'legalName');
    expect(companies).toEqual(
      users.map((user) => ({
        id: user.id,
        kind: user.role === 'vendor' ? 'supplier' : 'buyer',
        legalName: user.companyName,
      })),
    );
    const owners = await db.knex('companyMembers').orderBy('userId').select('companyId', 'userId', 'role');
    expect(owners).toEqual(users.map((user) => ({ companyId: user.id, userId: user.id, role: 'owner' })));
  });

  it('keeps what each owned, now the company’s: products, orders, requests, keys', async () => {
    const foreignKeys = await db.knex.raw(
      `SELECT conrelid::regclass::text AS "table", confrelid::regclass::text AS "references"
       FROM pg_constraint WHERE conname IN ('products_vendor_id_fkey', 'orders_buyer_id_fkey', 'rfqs_buyer_id_fkey', 'quotes_vendor_id_fkey')
       ORDER BY 1`,
    );
    expect(foreignKeys.rows.map((row: { references: string }) => row.references)).toEqual([
      'companies',
      'companies',
      'companies',
      'companies',
    ]);
    expect(await db.knex('orders').where({ id: orderId }).first('buyerId', 'placedBy', 'vendorId')).toEqual({
      buyerId: buyer.id,
      placedBy: buyer.id,
      vendorId: vendor.id,
    });
    expect(await db.knex('apiKeys').where({ name: 'Old key' }).first('companyId')).toEqual({
      companyId: vendor.id,
    });
    const products = await db.knex('products').where({ vendorId: vendor.id }).count({ n: '*' }).first();
    expect(Number(products?.n)).toBeGreaterThan(0);
  });

  it('signs its people in acting for their own company, as they were', async () => {
    for (const [account, role] of [
      [vendor, 'vendor'],
      [buyer, 'buyer'],
    ] as const) {
      const session = await createSession(db.knex, account.id);
      const signedIn = await findSession(db.knex, session.token);
      expect(signedIn?.user).toMatchObject({
        id: account.id,
        role,
        companyId: account.id,
        companyRole: 'owner',
      });
    }
  });
});
