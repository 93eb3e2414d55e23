import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp, startTestApi, type SignedIn, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRawexWithKey } from '../testing/rawex-processes.ts';

describe('rawex rfqs and quotes, for suppliers over the API with a key', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let directory: string;
  let key: string;
  let rfqId: number;
  let productId: number;

  const rawex = (args: string[], withKey = key) =>
    runRawexWithKey({ apiUrl: api.url, key: withKey, directory, args });
  /** `rawex quotes create` on the request, valid 5 days, delivered in 14. */
  const createQuote = (price: string, ...more: string[]) =>
    rawex([
      'quotes',
      'create',
      ...['--rfq', String(rfqId), '--product', String(productId), '--price', price],
      ...['--valid-days', '5', '--lead-time', '14', ...more],
    ]);

  beforeAll(async () => {
    api = await startTestApi();
    directory = await mkdtemp(path.join(tmpdir(), 'rawex-trade-'));
    vendor = await signUp(api, 'vendor', { companyName: 'Kivu Coffee' });
    await api.db.knex('users').where({ id: vendor.user.id }).update({ isVerified: true });
    const [category] = await api.db
      .knex('categories')
      .insert({ name: 'Coffee', slug: 'coffee' })
      .returning('id');
    [{ id: productId }] = await api.db
      .knex('products')
      .insert({
        vendorId: vendor.user.id,
        categoryId: category.id,
        name: 'Kivu arabica',
        description: 'Washed.',
        price: '4.00',
        unit: 'kg',
        minimumOrder: 100,
        availableQuantity: 50_000,
        images: ['https://example.com/kivu.png'],
      })
      .returning('id');
    const buyer = await signUp(api, 'buyer');
    const posted = await buyer.client.post<{ id: number }>('/api/rfqs', {
      title: 'Arabica for Hamburg',
      description: 'Screen 16+.',
      categoryId: category.id,
      quantity: 10_000,
      unit: 'kg',
      incoterm: 'FOB',
      incotermPlace: 'Mombasa',
      destination: 'Hamburg',
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    rfqId = posted.body.id;
    key = (
      await vendor.client.post<{ key: string }>('/api/keys', {
        name: 'cli',
        permissions: ['read:orders', 'write:orders'],
      })
    ).body.key;
  });
  afterAll(async () => {
    await api?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('lists the open requests and quotes on one with the request’s quantity and terms', async () => {
    const listed = await rawex(['rfqs', 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(
        `^${rfqId}\\topen\\t10000 kg\\tFOB Mombasa to Hamburg\\tcloses .+\\tArabica for Hamburg$`,
        'm',
      ),
    );

    const plan = { kind: 'net', days: 30, from: 'invoice', note: 'Cash against documents' };
    const quoted = await createQuote('3.85', '--payment-plan', JSON.stringify(plan), '--place-code', 'kemba');
    expect(quoted.code, quoted.stderr).toBe(0);
    expect(quoted.stdout).toMatch(
      /^Quote \d+ sent: 10000 at \$3\.85 \(total \$38,500\.00\), FOB Mombasa, valid until /,
    );
    const row = await api.db.knex('quotes').where({ rfqId, vendorId: vendor.user.id }).first();
    expect(row).toMatchObject({
      unitPrice: '3.85',
      quantity: 10_000,
      incoterm: 'FOB',
      incotermPlace: 'Mombasa',
      incotermPlaceCode: 'KEMBA',
      leadTimeDays: 14,
      paymentPlan: { ...plan, invoiceAt: 'shipment' },
    });
  });

  it('says what the API refused, with exit 2, and sends nothing more', async () => {
    const again = await createQuote('3.70');
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      'error: You already have a quote on this request: revise it instead. (409 quote_exists)\n',
    );
    const free = await createQuote('free');
    expect(free.code).toBe(2);
    expect(free.stderr).toContain('unitPrice');
    const nowhere = await createQuote('3.70', '--incoterm', 'FCA', '--place-code', 'XX123');
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('incotermPlaceCode');
    const unplanned = await createQuote('3.70', '--payment-plan', 'net 30');
    expect(unplanned.code).not.toBe(0);
    expect(unplanned.stderr).toContain("option '--payment-plan <json>' argument 'net 30' is invalid");
    const empty = await createQuote('3.70', '--payment-plan', '{"kind":"prepayment","note":" "}');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('paymentPlan.note');
    expect(await api.db.knex('quotes').where({ rfqId }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('tells a key without the orders’ permissions how to get one', async () => {
    const catalogueKey = (
      await vendor.client.post<{ key: string }>('/api/keys', {
        name: 'catalogue',
        permissions: ['read:products'],
      })
    ).body.key;
    const refused = await rawex(['rfqs', 'list'], catalogueKey);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('sign in again with `rawex login`');
  });
});
