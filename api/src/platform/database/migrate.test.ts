import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from './database.ts';
import { migrateSchema as migrateToLatest, migrationState, rollbackMigrations } from './migrate.ts';

const tables = [
  'address_requests',
  'api_endpoint_metrics',
  'api_key_usage',
  'api_keys',
  'audit_events',
  'cart_items',
  'categories',
  'conversations',
  'emails',
  'events',
  'idempotency_keys',
  'ledger_blocks',
  'ledger_contracts',
  'ledger_defi_protocols',
  'ledger_networks',
  'ledger_transactions',
  'marketplace_settings',
  'messages',
  'notification_settings',
  'notifications',
  'order_items',
  'order_status_changes',
  'orders',
  'product_views',
  'products',
  'quote_versions',
  'quotes',
  'rfqs',
  'sessions',
  'shared_figures',
  'sign_in_throttles',
  'sign_ups',
  'signing_keys',
  'uploads',
  'users',
  'vendor_ratings',
  'webhook_deliveries',
  'webhooks',
];

async function publicTables(db: Database): Promise<string[]> {
  const result = await db
    .knex('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock'])
    .orderBy('table_name')
    .pluck('table_name');
  return result as string[];
}

describe.each(availableDatabaseKinds())('migrations on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('run up to every table, then down to nothing, then up again', async () => {
    expect((await migrationState(db.knex)).pending.length).toBeGreaterThan(0);

    await migrateToLatest(db.knex);
    expect(await publicTables(db)).toEqual(tables);
    expect((await migrationState(db.knex)).pending).toEqual([]);

    await rollbackMigrations(db.knex, { all: true });
    expect(await publicTables(db)).toEqual([]);

    await migrateToLatest(db.knex);
    expect(await publicTables(db)).toEqual(tables);
  });

  it('give the spec columns their types and defaults', async () => {
    const columns = await db
      .knex('information_schema.columns')
      .where({ table_schema: 'public', table_name: 'products' })
      .select('column_name', 'data_type', 'numeric_precision', 'numeric_scale', 'column_default');
    const byName = Object.fromEntries(columns.map((column) => [column.columnName, column]));
    expect(byName.price).toMatchObject({ dataType: 'numeric', numericPrecision: 10, numericScale: 2 });
    expect(byName.images).toMatchObject({ dataType: 'ARRAY' });
    expect(byName.specifications).toMatchObject({ dataType: 'jsonb' });
    expect(byName.is_active.columnDefault).toBe('true');

    const orderTotal = await db
      .knex('information_schema.columns')
      .where({ table_schema: 'public', table_name: 'orders', column_name: 'total_amount' })
      .first('numeric_precision', 'numeric_scale');
    expect(orderTotal).toEqual({ numericPrecision: 12, numericScale: 2 });
  });
});
