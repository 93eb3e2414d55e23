import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/database/database.ts';
import { migrateToLatest } from '../schema.ts';
import { createTestDatabase, migrateBefore } from '../testing/index.ts';

const NET_30 = { kind: 'net', days: 30, from: 'invoice', invoiceAt: 'shipment' };
const SUPPLIERS_DEFAULT = {
  kind: 'deposit',
  depositPercent: 20,
  balanceDue: 'on_delivery',
  invoiceAt: 'shipment',
};

/**
 * Free-text payment terms, written beside the plan on quotes, their versions and orders before
 * the plan could carry a note, become the plan's note: nothing a buyer was told is lost.
 */
describe('the payment terms folded into the plan', () => {
  let db: Database;
  const quoteIds: Record<string, number> = {};
  const orderIds: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateBefore(db.knex, '20261210000000_payment_terms_in_plan');
    const knex = db.knex;
    const [supplier, buyer] = (await knex('users')
      .insert([{ email: 'supplier@example.com' }, { email: 'buyer@example.com' }])
      .returning('id')) as { id: string }[];
    // Each account has a firm of its own, made with it.
    await knex('companies')
      .where({ id: supplier!.id })
      .update({ kind: 'supplier', paymentPlan: JSON.stringify(SUPPLIERS_DEFAULT) });
    const [category] = await knex('categories').insert({ name: 'Coffee', slug: 'coffee' }).returning('id');
    const [product] = await knex('products')
      .insert({
        vendorId: supplier!.id,
        categoryId: category.id,
        name: 'Arabica',
        sku: 'ARA-1',
        price: '4.00',
        unit: 'kg',
      })
      .returning('id');
    const quotes = {
      withPlan: { paymentTerms: 'Through Deutsche Bank', paymentPlan: JSON.stringify(NET_30) },
      withoutPlan: { paymentTerms: 'Letter of credit at sight', paymentPlan: null },
      blank: { paymentTerms: '  ', paymentPlan: JSON.stringify(NET_30) },
      none: { paymentTerms: null, paymentPlan: null },
    };
    for (const [name, terms] of Object.entries(quotes)) {
      // One live quote of a supplier per request: a request each.
      const [rfq] = await knex('rfqs')
        .insert({
          buyerId: buyer!.id,
          categoryId: category.id,
          title: 'Arabica',
          description: 'Washed.',
          quantity: 1000,
          unit: 'kg',
          incoterm: 'FOB',
          destination: 'Hamburg',
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning('id');
      const fields = {
        unitPrice: '3.90',
        quantity: 1000,
        validUntil: new Date(Date.now() + 86_400_000),
        leadTimeDays: 14,
        incoterm: 'FOB',
        ...terms,
      };
      const [quote] = await knex('quotes')
        .insert({ rfqId: rfq.id, vendorId: supplier!.id, productId: product.id, ...fields })
        .returning('id');
      await knex('quoteVersions').insert({ quoteId: quote.id, version: 1, ...fields });
      quoteIds[name] = quote.id as number;
    }
    for (const [name, paymentTerms] of Object.entries({ noted: 'Against documents', plain: null })) {
      const [order] = await knex('orders')
        .insert({
          buyerId: buyer!.id,
          vendorId: supplier!.id,
          shippingAddress: 'Hamburg',
          totalAmount: '3900.00',
          paymentPlan: JSON.stringify(NET_30),
          paymentTerms,
        })
        .returning('id');
      orderIds[name] = order.id as number;
    }
    await migrateToLatest(db.knex);
  });
  afterAll(() => db?.close());

  it('puts a quote’s terms in its plan’s note, in the quote and in its versions', async () => {
    const plans = async (table: string, column: string) =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(quoteIds).map(async ([name, id]) => [
            name,
            (await db.knex(table).where(column, id).first('paymentPlan')).paymentPlan,
          ]),
        ),
      );
    const expected = {
      withPlan: { ...NET_30, note: 'Through Deutsche Bank' },
      // The supplier's default, which the quote was made on, now its own.
      withoutPlan: { ...SUPPLIERS_DEFAULT, note: 'Letter of credit at sight' },
      blank: NET_30,
      none: null,
    };
    expect(await plans('quotes', 'id')).toEqual(expected);
    expect(await plans('quoteVersions', 'quoteId')).toEqual(expected);
  });

  it('puts an order’s terms in its plan’s note, and the free-text columns are gone', async () => {
    const orders = await db.knex('orders').whereIn('id', Object.values(orderIds)).orderBy('id');
    expect(orders.map((order) => order.paymentPlan)).toEqual([
      { ...NET_30, note: 'Against documents' },
      NET_30,
    ]);
    for (const table of ['orders', 'quotes', 'quote_versions'])
      expect(await db.knex.schema.hasColumn(table, 'payment_terms'), table).toBe(false);
  });
});
