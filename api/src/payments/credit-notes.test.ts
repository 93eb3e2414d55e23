import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { loadConfig } from '../config.ts';
import type { CheckoutResult, Order, ProblemBody } from '../contracts.ts';
import {
  recordPaidInFull,
  seedCoffeeTrade,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
  PROTECTION_ENVIRONMENT,
} from '../testing/index.ts';
import type { OrderDocument } from './order-documents.contract.ts';

describe('credit notes after shipment', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let outsider: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({
      events: { protection: loadConfig(PROTECTION_ENVIRONMENT).events.protection },
    });
    const trade = await seedCoffeeTrade(api, 'coffee-credit-notes');
    ({ owner: buyer, vendor } = trade);
    productId = trade.product.id;
    outsider = await signUp(api, 'vendor');
  });
  afterAll(() => api?.close());

  /** 100 kg at the product's price, confirmed: pending `protection` as the buyer chose. */
  async function confirmedOrder(protection = false): Promise<number> {
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
    await buyer.client.post('/api/cart', { productId, quantity: 100 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      ...(protection ? { protection } : {}),
    });
    expect(checkout.status, checkout.text).toBe(201);
    const orderId = checkout.body.orders[0]!.id;
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' })).status).toBe(200);
    return orderId;
  }
  const credit = (orderId: number, body: unknown, who: SignedIn = vendor) =>
    who.client.post<OrderDocument & Omit<ProblemBody, 'status'>>(`/api/orders/${orderId}/credit-notes`, body);
  const paymentOf = async (orderId: number) =>
    (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.payment;

  it('credits part of a shipped order’s invoice in its series, and the buyer is owed back what was paid beyond it', async () => {
    const orderId = await confirmedOrder();
    expect((await credit(orderId, { amount: '10.00', reason: 'Too early' })).body.code).toBe(
      'order_not_shipped',
    );
    await recordPaidInFull(vendor, orderId);
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'shipped' })).status).toBe(200);
    const { totalAmount } = (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body;

    const issued = await credit(orderId, { amount: '42.5', reason: 'Short delivery: 10 kg' });
    expect(issued.status, issued.text).toBe(201);
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${orderId}/documents`)).body;
    const invoice = documents.find((document) => document.kind === 'invoice')!;
    expect(issued.body).toMatchObject({ kind: 'credit_note', total: '42.50', currency: invoice.currency });
    // Next in the invoice's series.
    expect(issued.body.number.slice(0, 8)).toBe(invoice.number.slice(0, 8));
    expect(documents.map((document) => document.id)).toContain(issued.body.id);
    const pdf = await fetch(`${api.url}${issued.body.pdfUrl}`, {
      headers: { cookie: buyer.client.cookieHeader },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toMatch(/Credit note/);
    expect(text).toMatch(/Short delivery: 10 kg/);
    expect(text).toContain(invoice.number);
    expect(await paymentOf(orderId)).toMatchObject({ state: 'paid', outstanding: '0.00', overpaid: '42.50' });

    // No more than the invoice has left to credit.
    const left = (Number(totalAmount) - 42.5).toFixed(2);
    const tooMuch = await credit(orderId, {
      amount: (Number(left) + 0.01).toFixed(2),
      reason: 'Quality claim',
    });
    expect([tooMuch.status, tooMuch.body.errors?.[0]?.message]).toEqual([
      422,
      `is more than the invoice has left to credit: ${left} USD of ${invoice.total}`,
    ]);
    expect((await credit(orderId, { amount: left, reason: 'Quality claim: the rest' })).status).toBe(201);
  });

  it('lowers what an unpaid order is owed, and refuses the buyer, a stranger, bad amounts and a protected order', async () => {
    // On net terms the order ships unpaid.
    const plan = await vendor.client.put('/api/company/payment-plan', {
      kind: 'net',
      days: 30,
      from: 'invoice',
    });
    expect(plan.status, plan.text).toBe(200);
    const orderId = await confirmedOrder();
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'shipped' })).status).toBe(200);
    const { totalAmount } = (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body;
    const refusals = await Promise.all([
      credit(orderId, { amount: '5.00', reason: 'Price adjustment' }, buyer),
      credit(orderId, { amount: '5.00', reason: 'Price adjustment' }, outsider),
      credit(orderId, { amount: '-5', reason: 'Price adjustment' }),
      credit(orderId, { amount: '5.00' }),
    ]);
    expect(refusals.map((answer) => [answer.status, answer.body.code])).toEqual([
      [403, 'not_the_supplier'],
      [404, 'order_not_found'],
      [422, 'validation_failed'],
      [422, 'validation_failed'],
    ]);
    expect(await api.db.knex('orderDocuments').where({ orderId, kind: 'credit_note' })).toEqual([]);
    expect((await credit(orderId, { amount: '5.00', reason: 'Price adjustment' })).status).toBe(201);
    expect(await paymentOf(orderId)).toMatchObject({
      state: 'unpaid',
      outstanding: (Number(totalAmount) - 5).toFixed(2),
    });

    const guarded = await confirmedOrder(true);
    const claim = await credit(guarded, { amount: '5.00', reason: 'Quality claim' });
    expect([claim.status, claim.body.code]).toEqual([409, 'order_protected']);
  });
});
