import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Company, Order, ProblemBody } from '../contracts.ts';
import type { BankAccount } from '../payments/bank-accounts.contract.ts';
import type { OrderDocument } from '../payments/order-documents.contract.ts';
import {
  camt053,
  secondStepCode,
  seedCoffeeTrade,
  signInAsAdmin,
  startTestApi,
  type CamtLine,
  type SignedIn,
  type TestApi,
  washedArabica,
  PROTECTION_ENVIRONMENT,
} from '../testing/index.ts';
import { loadConfig } from '../config.ts';
import type {
  CollectionImport,
  PayoutBatch,
  ProtectionSettings,
  TrialBalance,
} from './settlement.contract.ts';

/**
 * A supplier selling in euros to a buyer firm that keeps its books in dollars: the order, its
 * documents, its payment, the money held and released, and the payout all stay in euros, and
 * each currency's books balance on their own.
 */
describe('a trade in euros, from checkout to payout', () => {
  let api: TestApi;
  let admin: SignedIn;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let inDollars: number;
  let inEuros: number;

  beforeAll(async () => {
    api = await startTestApi({
      events: {
        protection: loadConfig(PROTECTION_ENVIRONMENT).events.protection,
      },
    });
    admin = await signInAsAdmin(api);
    const trade = await seedCoffeeTrade(api, 'coffee-euros');
    buyer = trade.owner;
    vendor = trade.vendor;
    inDollars = trade.product.id;
    const sells = await vendor.client.patch<Company>('/api/company', { currency: 'EUR' });
    expect([sells.status, sells.body.currency]).toEqual([200, 'EUR']);
    // Written without a currency: priced in its supplier's, now euros.
    const product = await washedArabica(api, trade);
    expect(product.currency).toBe('EUR');
    inEuros = product.id;
    expect(
      (
        await admin.client.post('/api/admin/commission-rules', {
          scope: 'default',
          percent: 2.5,
          effectiveFrom: new Date().toISOString().slice(0, 10),
        })
      ).status,
    ).toBe(201);
    // The collection account set as the README tells an operator: by the environment.
    expect((await buyer.client.get<ProtectionSettings>('/api/protection')).body).toMatchObject({
      available: true,
      source: 'environment',
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const importCollection = async (id: string, lines: CamtLine[]) => {
    const form = new FormData();
    form.append('statement', new Blob([camt053(id, lines)], { type: 'application/xml' }), `${id}.xml`);
    const response = await admin.client.request<CollectionImport & ProblemBody>(
      'POST',
      '/api/admin/protection/statements',
      { rawBody: form, headers: { 'x-requested-with': 'fetch' } },
    );
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const move = async (who: SignedIn, orderId: number, status: string) => {
    const response = await who.client.patch<Order & ProblemBody>(`/api/orders/${orderId}`, { status });
    expect(response.status, response.text).toBe(200);
  };
  const books = async () =>
    (await admin.client.get<TrialBalance>('/api/admin/ledger/trial-balance')).body.books;

  it('places one order per currency, and keeps the euro order, its documents, payment, release and payout in euros', async () => {
    // One supplier, two currencies in the cart: two orders, neither converted.
    await api.db.knex('cartItems').insert([
      { userId: buyer.user.id, productId: inEuros, quantity: 1000 },
      { userId: buyer.user.id, productId: inDollars, quantity: 100 },
    ]);
    const placed = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      protection: true,
    });
    expect(placed.status, placed.text).toBe(201);
    const byCurrency = Object.fromEntries(placed.body.orders.map((order) => [order.currency, order]));
    expect(Object.keys(byCurrency).sort()).toEqual(['EUR', 'USD']);
    const order = byCurrency.EUR!;
    expect(order).toMatchObject({ vendorId: vendor.user.id, totalAmount: '3900.00', commission: '97.50' });
    expect(byCurrency.USD).toMatchObject({ totalAmount: '420.00' });

    // Its pro-forma asks for euros, on the collection account.
    await move(vendor, order.id, 'confirmed');
    const [proforma] = (await buyer.client.get<OrderDocument[]>(`/api/orders/${order.id}/documents`)).body;
    expect(proforma).toMatchObject({ kind: 'proforma', currency: 'EUR', total: '3900.00' });
    const pdf = await fetch(`${api.url}${proforma!.pdfUrl}`, {
      headers: { cookie: buyer.client.cookieHeader },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('EUR 3,900.00');
    expect(text).not.toContain('USD');

    // Paid in dollars quoting the euro order: never taken for it. Paid in euros: held.
    const reference = (await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.payment.reference!;
    expect(
      await importCollection('EUR-1', [
        { id: 'EUR-1-1', amount: '3900.00', currency: 'USD', reference, payer: 'Hamburg Roasters GmbH' },
        { id: 'EUR-1-2', amount: '3900.00', currency: 'EUR', reference, payer: 'Hamburg Roasters GmbH' },
      ]),
    ).toMatchObject({ held: 1, waiting: 1 });
    const [waiting] = (await admin.client.get<{ reason: string }[]>('/api/admin/protection/review')).body;
    expect(waiting?.reason).toBe(`In USD, but order ${order.id} is in EUR: refund the payer, or assign it`);
    expect((await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.payment).toMatchObject({
      state: 'paid',
      paid: '3900.00',
    });

    // Shipped: its invoice is in euros. Received: released in euros, less the commission.
    await move(vendor, order.id, 'shipped');
    const invoice = (await buyer.client.get<OrderDocument[]>(`/api/orders/${order.id}/documents`)).body.find(
      (document) => document.kind === 'invoice',
    );
    expect(invoice).toMatchObject({ currency: 'EUR', total: '3900.00' });
    const ubl = await buyer.client.get(invoice!.xmlUrl!);
    expect(ubl.text).toContain('<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>');
    expect(ubl.text).toContain('<cbc:PayableAmount currencyID="EUR">3900.00</cbc:PayableAmount>');
    await move(buyer, order.id, 'delivered');

    // Paid out in euros from euros: a dollar batch has nothing of it.
    expect(
      (
        await vendor.client.put('/api/company/bank-account', {
          accountHolder: 'Andes Coffee S.A.S.',
          iban: 'NL91ABNA0417164300',
          bic: 'ABNANL2A',
          code: await secondStepCode(vendor),
        })
      ).status,
    ).toBe(200);
    const dollars = await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
      currency: 'USD',
      minimumAmount: '1',
    });
    expect(dollars.body.payouts).toEqual([]);
    const euros = await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
      currency: 'EUR',
      minimumAmount: '1',
    });
    expect(euros.status, euros.text).toBe(201);
    expect(euros.body).toMatchObject({ currency: 'EUR', total: '3802.50' });
    const [payout] = euros.body.payouts;
    expect(payout).toMatchObject({ payeeId: vendor.user.id, amount: '3802.50', currency: 'EUR' });
    const file = await admin.client.get(euros.body.painUrl);
    expect(file.text).toContain('<InstdAmt Ccy="EUR">3802.50</InstdAmt>');
    expect(file.text).not.toContain('Ccy="USD"');
    expect(
      await importCollection('EUR-2', [
        { id: 'EUR-2-1', amount: '3802.50', currency: 'EUR', credit: false, endToEndId: payout!.endToEndId },
      ]),
    ).toMatchObject({ payoutsPaid: 1, waiting: 0 });
    // An insider's cent quoting the paid payout, from its own account: no return, it waits.
    expect(
      await importCollection('EUR-3', [
        {
          id: 'EUR-3-1',
          amount: '0.01',
          currency: 'EUR',
          endToEndId: payout!.endToEndId,
          returned: true,
          counterpartyIban: 'GB33BUKB20201555555555',
        },
      ]),
    ).toMatchObject({ payoutsReturned: 0, waiting: 1 });

    // Each currency's books balance on their own; the euros left are the marketplace's commission.
    const kept = await books();
    expect(kept.map((book) => [book.currency, book.difference])).toEqual([['EUR', '0.00']]);
    const balanceOf = (kind: string) =>
      kept[0]!.accounts.find((account) => account.kind === kind && account.companyId === null)?.balance;
    expect(balanceOf('collection_bank')).toBe('97.50');
    expect(balanceOf('commission_revenue')).toBe('-97.50');
    expect(balanceOf('held_for_orders')).toBe('0.00');
  });

  it('keeps an account per currency, and quotes in a currency only where the firm is paid in it', async () => {
    // The account recorded without a currency is in the firm's own: euros.
    expect((await vendor.client.get<BankAccount>('/api/company/bank-account')).body).toMatchObject({
      currency: 'EUR',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    const noDollars = await vendor.client.get<ProblemBody>('/api/company/bank-account?currency=USD');
    expect([noDollars.status, noDollars.body.code]).toEqual([404, 'bank_account_not_found']);

    const rfq = await buyer.client.post<{ id: number; currency: string }>('/api/rfqs', {
      title: 'Washed arabica, 5 t',
      description: 'Screen 16+, for roasting in Hamburg.',
      categoryId: (await api.db.knex('products').where({ id: inEuros }).first('categoryId')).categoryId,
      quantity: 5000,
      unit: 'kg',
      targetPrice: '4.00',
      incoterm: 'CIF',
      destination: 'Port of Hamburg',
      expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    });
    expect(rfq.status, rfq.text).toBe(201);
    // The buying firm keeps its books in dollars: its target price is in them.
    expect(rfq.body.currency).toBe('USD');
    const quote = (currency?: string) =>
      vendor.client.post<{ currency: string } & ProblemBody>(`/api/rfqs/${rfq.body.id}/quotes`, {
        productId: inEuros,
        unitPrice: '3.85',
        quantity: 5000,
        validUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leadTimeDays: 21,
        incoterm: 'CIF',
        ...(currency ? { currency } : {}),
      });
    const inDollarsRefused = await quote('USD');
    expect([inDollarsRefused.status, inDollarsRefused.body.errors?.[0]]).toEqual([
      422,
      {
        field: 'currency',
        message:
          'is USD, and your firm has no bank account in it to be paid into: record one at /company, or quote in a currency you are paid in',
      },
    ]);
    expect((await quote('XYZ')).body.code).toBe('unknown_currency');
    // Amounts are kept to the cent: a currency of other minor units is not traded in, and says why.
    const yen = await vendor.client.patch<ProblemBody>('/api/company', { currency: 'JPY' });
    expect([yen.status, yen.body.code, yen.body.errors?.[0]?.message]).toEqual([
      422,
      'currency_not_traded',
      'JPY has no minor unit: RawEx keeps a trade’s amounts to the cent, and trades in currencies of two decimals (USD, EUR, GBP, CNY, INR, BRL…)',
    ]);
    expect((await quote('KWD')).body.errors?.[0]?.message).toMatch(/^KWD has 3 decimals: /);
    // Without one, a quote is in its product's currency.
    const quoted = await quote();
    expect([quoted.status, quoted.body.currency]).toEqual([201, 'EUR']);
  });

  it('refuses a payment recorded in another currency than its order’s, naming both', async () => {
    const order = (await vendor.client.get<Order[]>(`/api/orders?vendorId=${vendor.user.id}`)).body.find(
      (candidate) => candidate.currency === 'USD',
    )!;
    await move(vendor, order.id, 'confirmed');
    const refused = await vendor.client.post<ProblemBody>('/api/payments', {
      orderId: order.id,
      amount: order.totalAmount,
      currency: 'EUR',
      valueDate: new Date().toISOString().slice(0, 10),
      method: 'bank_transfer',
    });
    expect([refused.status, refused.body.errors?.[0]]).toEqual([
      422,
      { field: 'currency', message: 'is EUR, but the order is in USD: record it in the order’s currency' },
    ]);
  });
});
