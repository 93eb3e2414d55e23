import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, rollbackSchema, schemaState, SCHEMA } from '../../schema.ts';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from './database.ts';

const tables = [
  'address_requests',
  'api_endpoint_metrics',
  'api_key_rate_caps',
  'api_key_usage',
  'api_keys',
  'auction_bids',
  'auction_invitations',
  'auction_lots',
  'auctions',
  'audit_events',
  'blockchain_blocks',
  'blockchain_contracts',
  'blockchain_defi_protocols',
  'blockchain_networks',
  'blockchain_transactions',
  'cart_items',
  'catalogue_reference_rates',
  'categories',
  'certifications',
  'collection_statement_lines',
  'collection_statements',
  'commission_invoices',
  'commission_rules',
  'companies',
  'company_addresses',
  'company_bank_accounts',
  'company_invitations',
  'company_members',
  'conversations',
  'currencies',
  'data_exports',
  'dispute_messages',
  'disputes',
  'document_counters',
  'email_changes',
  'email_digest_items',
  'email_digests',
  'emails',
  'events',
  'fx_rates',
  'idempotency_keys',
  'journal_entries',
  'journal_lines',
  'marketplace_settings',
  'messages',
  'notification_settings',
  'notifications',
  'order_documents',
  'order_items',
  'order_status_changes',
  'orders',
  'passkeys',
  'password_reset_requests',
  'password_resets',
  'payment_reminders',
  'payments',
  'payout_batches',
  'payouts',
  'product_facet_profiles',
  'product_views',
  'products',
  'purchase_approvals',
  'quote_versions',
  'quotes',
  'recovery_codes',
  'rfqs',
  'saved_products',
  'saved_search_candidates',
  'saved_search_matches',
  'saved_searches',
  'sessions',
  'settlement_accounts',
  'shared_figures',
  'shipment_events',
  'shipments',
  'sign_in_challenges',
  'sign_in_devices',
  'sign_in_throttles',
  'sign_ups',
  'signing_keys',
  'totp_factors',
  'trade_document_checklists',
  'trade_document_requests',
  'trade_documents',
  'uploads',
  'users',
  'vendor_ratings',
  'verification_emails',
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

/** The bodies of the public schema's own functions (not an extension's), by name. */
async function functionBodies(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.knex.raw(`
    SELECT proc.proname AS name, proc.prosrc AS body
    FROM pg_proc proc JOIN pg_namespace namespace ON namespace.oid = proc.pronamespace
    WHERE namespace.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend dependency
                      WHERE dependency.objid = proc.oid AND dependency.deptype = 'e')`);
  return new Map((rows as { name: string; body: string }[]).map((row) => [row.name, row.body]));
}

describe.each(availableDatabaseKinds())('migrations on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('run up to every table, then down to nothing, then up again', async () => {
    expect((await schemaState(db.knex)).pending.length).toBeGreaterThan(0);

    await migrateToLatest(db.knex);
    expect(await publicTables(db)).toEqual(tables);
    expect((await schemaState(db.knex)).pending).toEqual([]);

    await rollbackSchema(db.knex, { all: true });
    expect(await publicTables(db)).toEqual([]);
    expect([...(await functionBodies(db)).keys()]).toEqual([]);

    await migrateToLatest(db.knex);
    expect(await publicTables(db)).toEqual(tables);
  });

  it("apply each routine's file after the migrations, and again each time", async () => {
    const files = await Promise.all(SCHEMA.routines.map((routine) => readFile(routine.file, 'utf8')));
    const expectFilesLive = async () => {
      const bodies = await functionBodies(db);
      SCHEMA.routines.forEach((routine, index) => {
        expect(files[index], routine.name).toContain(bodies.get(routine.name));
      });
    };
    await migrateToLatest(db.knex);
    await expectFilesLive();

    // A body changed behind the files' back (or by an old migration) is put back by the next run.
    await db.knex.raw(
      `CREATE OR REPLACE FUNCTION place_orders(buyer text, placer text, address text, order_notes text, orders jsonb)
       RETURNS integer[] LANGUAGE sql AS $$ SELECT '{}'::integer[] $$`,
    );
    await migrateToLatest(db.knex);
    await expectFilesLive();
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
