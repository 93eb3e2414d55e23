import { formatOrderNumber } from '@rawex/format';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order, ProblemBody } from '../contracts.ts';
import type { OrderDocument } from '../payments/order-documents.contract.ts';
import {
  letSecondStepGoStale,
  camt053,
  secondStepCode,
  seedCoffeeTrade,
  signInAsAdmin,
  signUp,
  startTestApi,
  type CamtBalance,
  type CamtLine,
  type SignedIn,
  type TestApi,
  uploadAttachment,
} from '../testing/index.ts';
import { sweepUnusedUploads } from '../media/uploads.service.ts';
import { lastMonth } from './commission-invoices.service.ts';
import { escalateOverdueDisputes } from './disputes.service.ts';
import { describeDisputeEvents, describeMoneyEvents } from './settlement-events.ts';
import type {
  CollectionImport,
  CommissionInvoice,
  CommissionRule,
  Dispute,
  ProtectedOrder,
  LedgerEntries,
  PayoutBatch,
  TrialBalance,
} from './settlement.contract.ts';
import type { BankReconciliation, ReviewLine } from './reconciliation.contract.ts';
import { fromCents, toCents } from '../payments/index.ts';
import { keepReferenceRates } from '../currencies/index.ts';

const COLLECTION = {
  accountHolder: 'RawEx Protection c/o Partner Bank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};
const today = () => new Date().toISOString().slice(0, 10);

describe('settlement: commission, protected orders, disputes, the ledger and payouts', () => {
  let api: TestApi;
  let admin: SignedIn;
  let buyer: SignedIn;
  let rival: SignedIn;
  let rivalVendor: SignedIn;
  let vendor: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({
      events: {
        commissionVatPercent: 19,
        operator: {
          name: 'RawEx',
          legalName: 'RawEx Marketplace GmbH',
          address: 'Am Sandtorkai 50, 20457 Hamburg',
          country: 'DE',
          taxId: 'DE123456789',
        },
      },
    });
    admin = await signInAsAdmin(api);
    const trade = await seedCoffeeTrade(api, 'coffee-settlement');
    buyer = trade.owner;
    vendor = trade.vendor;
    productId = trade.product.id;
    rival = await signUp(api, 'buyer');
    rivalVendor = await signUp(api, 'vendor');
  });
  afterAll(async () => {
    await api?.close();
  });

  /** 100 kg at 4.20: an order of 420.00. */
  const placeOrder = async () => {
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
    await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId, quantity: 100 });
    const response = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
    });
    expect(response.status).toBe(201);
    return response.body.orders[0]!.id;
  };
  const move = async (who: SignedIn, orderId: number, status: string) => {
    const response = await who.client.patch<Order & ProblemBody>(`/api/orders/${orderId}`, { status });
    expect(response.status, response.text).toBe(200);
  };
  const importCollection = async (id: string, lines: CamtLine[], closing?: CamtBalance) => {
    const form = new FormData();
    form.append(
      'statement',
      new Blob([camt053(id, lines, closing)], { type: 'application/xml' }),
      `${id}.xml`,
    );
    const response = await admin.client.request<CollectionImport & ProblemBody>(
      'POST',
      '/api/admin/protection/statements',
      {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      },
    );
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  /** The books in US dollars: this file trades in no other currency, so no other book is open. */
  const trialBalance = async () => {
    const { books } = (await admin.client.get<TrialBalance>('/api/admin/ledger/trial-balance')).body;
    expect(books.map((book) => book.currency)).toEqual(['USD']);
    return books[0]!;
  };
  type Book = TrialBalance['books'][number];
  const balanceOf = (balance: Book, kind: string, companyId: string | null = null) =>
    balance.accounts.find((account) => account.kind === kind && account.companyId === companyId)?.balance ??
    '0.00';
  const referenceOf = async (orderId: number) =>
    (
      (await api.db.knex('orders').where({ id: orderId }).first('paymentReference')) as {
        paymentReference: string;
      }
    ).paymentReference;
  const protectedPaidOrder = async (statementId: string) => {
    const orderId = await placeOrder();
    expect((await buyer.client.post(`/api/orders/${orderId}/protection`, { protected: true })).status).toBe(
      204,
    );
    await move(vendor, orderId, 'confirmed');
    const imported = await importCollection(statementId, [
      {
        id: `${statementId}-1`,
        amount: '420.00',
        reference: await referenceOf(orderId),
        payer: 'Hamburg Roasters GmbH',
      },
    ]);
    expect(imported).toMatchObject({ held: 1, waiting: 0 });
    return orderId;
  };

  let firstOrder: number;
  let secondOrder: number;

  it('refuses commission rules that make no sense, naming the field', async () => {
    const refusals = await Promise.all([
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'default',
        percent: 120,
        effectiveFrom: today(),
      }),
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'vendor',
        percent: 2,
        effectiveFrom: today(),
      }),
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'default',
        percent: 2,
        effectiveFrom: '2020-01-01',
      }),
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'default',
        percent: 2,
        currency: 'USD',
        minimum: '50',
        cap: '10',
        effectiveFrom: today(),
      }),
      // A minimum is an amount: in no currency, it means nothing.
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'default',
        percent: 2,
        minimum: '5',
        effectiveFrom: today(),
      }),
      admin.client.post<ProblemBody>('/api/admin/commission-rules', {
        scope: 'default',
        percent: 2,
        currency: 'XYZ',
        minimum: '5',
        effectiveFrom: today(),
      }),
    ]);
    expect(refusals.map((response) => [response.status, response.body.errors?.[0]?.field])).toEqual([
      [422, 'percent'],
      [422, 'vendorId'],
      [422, 'effectiveFrom'],
      [422, 'cap'],
      [422, 'currency'],
      [422, 'currency'],
    ]);
    expect(
      (
        await buyer.client.post('/api/admin/commission-rules', {
          scope: 'default',
          percent: 2,
          effectiveFrom: today(),
        })
      ).status,
    ).toBe(403);
    expect((await admin.client.get<CommissionRule[]>('/api/admin/commission-rules')).body).toEqual([]);
  });

  it('freezes each line’s commission when the order is placed: a later rule changes nothing placed', async () => {
    const rules = [
      { scope: 'default', percent: 2.5, currency: 'USD', minimum: '5', cap: '500', effectiveFrom: today() },
      { scope: 'vendor', vendorId: vendor.user.id, percent: 2, effectiveFrom: today() },
    ];
    for (const rule of rules) {
      expect((await admin.client.post('/api/admin/commission-rules', rule)).status).toBe(201);
    }
    firstOrder = await placeOrder();
    const commissionOf = async (orderId: number) =>
      (
        (await api.db.knex('orderItems').where({ orderId }).sum({ total: 'commission' }).first()) as {
          total: string;
        }
      ).total;
    expect(String(await commissionOf(firstOrder))).toBe('8.40');

    // The supplier's rule is superseded from today by one of 3 %: the first order keeps its 8.40.
    await api.db.knex('commissionRules').where({ scope: 'vendor' }).update({ effectiveFrom: '2026-01-01' });
    expect(
      (
        await admin.client.post('/api/admin/commission-rules', {
          scope: 'vendor',
          vendorId: vendor.user.id,
          percent: 3,
          effectiveFrom: today(),
        })
      ).status,
    ).toBe(201);
    secondOrder = await placeOrder();
    expect(String(await commissionOf(firstOrder))).toBe('8.40');
    expect(String(await commissionOf(secondOrder))).toBe('12.60');
  });

  it('offers protection only once the operator has a collection account, and before confirmation', async () => {
    const unavailable = await buyer.client.post<ProblemBody>(`/api/orders/${firstOrder}/protection`, {
      protected: true,
    });
    expect([unavailable.status, unavailable.body.code]).toEqual([409, 'protection_unavailable']);
    // Chosen at checkout, it is refused before anything is ordered: the cart stays.
    await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId, quantity: 10 });
    const atCheckout = await buyer.client.post<ProblemBody>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      protection: true,
    });
    expect([atCheckout.status, atCheckout.body.code]).toEqual([409, 'protection_unavailable']);
    const cartLines = await api.db
      .knex('cartItems')
      .where({ userId: buyer.user.id })
      .count({ n: '*' })
      .first();
    expect(Number(cartLines?.n)).toBe(1);
    const badIban = await admin.client.put<ProblemBody>('/api/admin/protection', {
      ...COLLECTION,
      iban: 'DE88370400440532013000',
      code: '000000',
    });
    expect([badIban.status, badIban.body.errors?.[0]?.field]).toEqual([422, 'iban']);
    await letSecondStepGoStale(api, admin);
    const noCode = await admin.client.put<ProblemBody>('/api/admin/protection', COLLECTION);
    expect([noCode.status, noCode.body.code]).toEqual([403, 'second_step_not_recent']);
    const set = await admin.client.put('/api/admin/protection', {
      ...COLLECTION,
      code: await secondStepCode(admin),
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      available: true,
      source: 'setting',
      collectionAccount: { iban: COLLECTION.iban },
    });
    expect(
      (await rival.client.post(`/api/orders/${firstOrder}/protection`, { protected: true })).status,
    ).toBe(404);
    for (const orderId of [firstOrder, secondOrder]) {
      expect((await buyer.client.post(`/api/orders/${orderId}/protection`, { protected: true })).status).toBe(
        204,
      );
    }
    const protectedAtCheckout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      protection: true,
    });
    expect(protectedAtCheckout.status).toBe(201);
    expect(protectedAtCheckout.body.orders.map((order) => order.protected)).toEqual([true]);
    const placedId = protectedAtCheckout.body.orders[0]!.id;
    expect((await buyer.client.get<Order>(`/api/orders/${placedId}`)).body.protected).toBe(true);
    await move(buyer, placedId, 'cancelled');
  });

  it('holds a protected order’s payment from the operator’s statement, and releases it less commission on receipt', async () => {
    await move(vendor, firstOrder, 'confirmed');
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${firstOrder}/documents`)).body;
    const proforma = await api.db.knex('orderDocuments').where({ id: documents[0]!.id }).first('content');
    expect(proforma.content.bankAccount).toMatchObject({
      accountHolder: COLLECTION.accountHolder,
      iban: 'DE89 3704 0044 0532 0130 00',
    });

    const statement: CamtLine[] = [
      {
        id: 'COL-1-1',
        amount: '420.00',
        reference: await referenceOf(firstOrder),
        payer: 'Hamburg Roasters GmbH',
      },
      { id: 'COL-1-2', amount: '99.00', payer: 'Someone Else' },
    ];
    expect(await importCollection('COL-1', statement)).toEqual({
      lines: 2,
      held: 1,
      payoutsPaid: 0,
      payoutsReturned: 0,
      waiting: 1,
      alreadyImported: 0,
    });
    // The same statement again: nothing counted twice.
    expect(await importCollection('COL-1', statement)).toMatchObject({
      held: 0,
      waiting: 0,
      alreadyImported: 2,
    });
    let balance = await trialBalance();
    expect(balance.difference).toBe('0.00');
    expect(balanceOf(balance, 'collection_bank')).toBe('420.00');
    expect(balanceOf(balance, 'held_for_orders')).toBe('-420.00');
    expect((await buyer.client.get<Order>(`/api/orders/${firstOrder}`)).body).toMatchObject({
      payment: { state: 'paid' },
    });

    await move(vendor, firstOrder, 'shipped');
    expect(
      (await buyer.client.get<ProtectedOrder[]>('/api/protected-orders')).body.find(
        (protectedOrder) => protectedOrder.orderId === firstOrder,
      ),
    ).toMatchObject({
      status: 'funded',
      held: '420.00',
      commission: '8.40',
    });
    await move(buyer, firstOrder, 'delivered');
    balance = await trialBalance();
    expect(balance.difference).toBe('0.00');
    expect(balanceOf(balance, 'held_for_orders')).toBe('0.00');
    expect(balanceOf(balance, 'supplier_payable', vendor.user.id)).toBe('-411.60');
    expect(balanceOf(balance, 'commission_revenue')).toBe('-8.40');
    const vendorEntries = (await vendor.client.get<LedgerEntries>('/api/settlement/statement')).body;
    expect(vendorEntries.balances).toEqual([{ currency: 'USD', balance: '411.60' }]);
    const protectedOrder = (await vendor.client.get<ProtectedOrder[]>('/api/protected-orders')).body.find(
      (entry) => entry.orderId === firstOrder,
    );
    expect(protectedOrder?.status).toBe('released');
    expect(protectedOrder?.milestones.every((milestone) => milestone.reachedAt !== null)).toBe(true);

    // The buyer pays again after the release: it is held for nobody, and waits for an operator.
    expect(
      await importCollection('COL-1B', [
        {
          id: 'COL-1B-1',
          amount: '420.00',
          reference: await referenceOf(firstOrder),
          payer: 'Hamburg Roasters GmbH',
        },
      ]),
    ).toMatchObject({ held: 0, waiting: 1 });
    const review = (await admin.client.get<ReviewLine[]>('/api/admin/protection/review')).body;
    expect(review.find((line) => line.entry === 'COL-1B-1')).toMatchObject({
      amount: '420.00',
      reason: `Order ${firstOrder} is paid in full already: refund the payer, or assign it`,
    });
    balance = await trialBalance();
    expect(balanceOf(balance, 'held_for_orders')).toBe('0.00');
    expect(balanceOf(balance, 'supplier_payable', vendor.user.id)).toBe('-411.60');

    // The supplier is told in words, the amounts written as every text writes them.
    const released = await api.db
      .knex('events')
      .where({ type: 'protection.released' })
      .whereRaw(`(data->>'orderId')::int = ?`, [firstOrder])
      .select('id', 'type', 'data', 'createdAt');
    const told = await describeMoneyEvents(api.db.knex, released, api.events);
    expect(told.notices).toEqual([
      expect.objectContaining({
        userId: vendor.user.id,
        title: `Order #${formatOrderNumber(firstOrder)}: money released`,
        body: '$420.00 released to you, less $8.40 commission.',
      }),
    ]);
  });

  let disputeId: number;

  it('takes a dispute through the supplier’s answer and the clock to an administrator’s partial refund', async () => {
    await move(vendor, secondOrder, 'confirmed');
    await importCollection('COL-2', [
      {
        id: 'COL-2-1',
        amount: '420.00',
        reference: await referenceOf(secondOrder),
        payer: 'Hamburg Roasters GmbH',
      },
    ]);
    await move(vendor, secondOrder, 'shipped');

    const tooMuch = await buyer.client.post<ProblemBody>(`/api/orders/${secondOrder}/disputes`, {
      reason: 'quality',
      claimedAmount: '500',
      description: 'Moisture at 14 %, the contract says 12 % at most.',
    });
    expect([tooMuch.status, tooMuch.body.errors?.[0]?.field]).toEqual([422, 'claimedAmount']);
    const opened = await buyer.client.post<Dispute>(`/api/orders/${secondOrder}/disputes`, {
      reason: 'quality',
      claimedAmount: '200',
      description: 'Moisture at 14 %, the contract says 12 % at most.',
    });
    expect(opened.status, opened.text).toBe(201);
    disputeId = opened.body.id;
    expect(opened.body).toMatchObject({
      status: 'awaiting_supplier',
      held: '420.00',
      claimedAmount: '200.00',
    });
    for (const intrusion of [
      rival.client.get(`/api/disputes/${disputeId}`),
      rival.client.post(`/api/disputes/${disputeId}/escalate`),
      rival.client.post(`/api/disputes/${disputeId}/accept-offer`),
      rival.client.post(`/api/disputes/${disputeId}/messages`, { body: 'Let me in.' }),
      rivalVendor.client.post(`/api/disputes/${disputeId}/answer`, {
        response: 'contest',
        note: 'Not mine to answer.',
      }),
    ]) {
      expect((await intrusion).status).toBe(404);
    }
    expect((await rival.client.get<Dispute[]>('/api/disputes')).body).toEqual([]);
    const [listed] = (await admin.client.get<Dispute[]>('/api/disputes')).body;
    expect(listed).toMatchObject({
      id: disputeId,
      buyerName: 'Hamburg Roasters GmbH',
      vendorName: 'Andes Coffee',
    });

    // The buyer confirms receipt meanwhile: the money stays held while the dispute is open.
    await move(buyer, secondOrder, 'delivered');
    expect(balanceOf(await trialBalance(), 'held_for_orders')).toBe('-420.00');

    const early = await buyer.client.post<ProblemBody>(`/api/disputes/${disputeId}/escalate`);
    expect([early.status, early.body.code]).toEqual([409, 'too_early_to_escalate']);
    const answered = await vendor.client.post<Dispute>(`/api/disputes/${disputeId}/answer`, {
      response: 'partial',
      offeredAmount: '50',
      note: 'The lab report shows 12.8 %: we offer 50.',
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', response: 'partial', offeredAmount: '50.00' });
    // Its evidence stays when the day's unused uploads are swept.
    const report = await uploadAttachment(vendor.client, 'lab-report.pdf');
    const stray = await uploadAttachment(vendor.client, 'draft.pdf');
    expect(
      (
        await vendor.client.post(`/api/disputes/${disputeId}/messages`, {
          body: 'Lab report attached.',
          attachments: [{ url: report, name: 'lab-report.pdf' }],
        })
      ).status,
    ).toBe(201);
    const swept = await sweepUnusedUploads(api.db.knex, api.storage, new Date(Date.now() + 25 * 3_600_000));
    expect(swept).toContain(`documents/${stray.slice('/api/documents/'.length)}`);
    expect(swept).not.toContain(`documents/${report.slice('/api/documents/'.length)}`);
    expect((await buyer.client.get(report)).status).toBe(200);
    // Each message emails the other side: thirty an hour from one person, then Retry-After.
    const written = Number(
      (await api.db.knex('disputeMessages').where({ authorId: vendor.user.id }).count({ n: '*' }).first())?.n,
    );
    const filler = (await api.db
      .knex('disputeMessages')
      .insert(
        Array.from({ length: 30 - written }, () => ({
          disputeId,
          authorId: vendor.user.id,
          side: 'supplier',
          body: 'More of the same.',
        })),
      )
      .returning('id')) as { id: number }[];
    const flooded = await vendor.client.post<ProblemBody>(`/api/disputes/${disputeId}/messages`, {
      body: 'And more.',
    });
    expect([flooded.status, flooded.body.code]).toEqual([429, 'too_many_dispute_messages']);
    await api.db
      .knex('disputeMessages')
      .whereIn(
        'id',
        filler.map((row) => row.id),
      )
      .delete();

    // Day 8: the clock escalates it.
    await api.db
      .knex('disputes')
      .where({ id: disputeId })
      .update({ openedAt: api.db.knex.raw(`now() - interval '8 days'`) });
    expect(await escalateOverdueDisputes(api.db.knex)).toBe(1);
    expect(await escalateOverdueDisputes(api.db.knex)).toBe(0);
    const escalated = (await admin.client.get<Dispute>(`/api/disputes/${disputeId}`)).body;
    expect(escalated).toMatchObject({ status: 'escalated', escalatedByClock: true });
    expect(escalated.messages.map((message) => message.side)).toEqual([
      'buyer',
      'supplier',
      'supplier',
      'system',
    ]);

    const noAmount = await admin.client.post<ProblemBody>(`/api/disputes/${disputeId}/decision`, {
      outcome: 'partial_refund',
      note: 'Moisture above contract.',
    });
    expect([noAmount.status, noAmount.body.errors?.[0]?.field]).toEqual([422, 'refundAmount']);
    const decided = await admin.client.post<Dispute>(`/api/disputes/${disputeId}/decision`, {
      outcome: 'partial_refund',
      refundAmount: '150',
      note: 'Moisture above contract: 150 back, the rest to the supplier.',
    });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'resolved',
      outcome: 'partial_refund',
      refundAmount: '150.00',
      held: '0.00',
    });
    const creditNote = (
      await buyer.client.get<OrderDocument[]>(`/api/orders/${secondOrder}/documents`)
    ).body.find((document) => document.kind === 'credit_note');
    expect(creditNote).toMatchObject({ id: decided.body.creditNoteId, total: '150.00' });

    const balance = await trialBalance();
    expect(balance.difference).toBe('0.00');
    expect(balanceOf(balance, 'refunds_payable', buyer.user.id)).toBe('-150.00');
    // 270 released of 420, commission 12.60 × 270 / 420 = 8.10: 261.90 more owed to the supplier.
    expect(balanceOf(balance, 'supplier_payable', vendor.user.id)).toBe('-673.50');
    expect(balanceOf(balance, 'commission_revenue')).toBe('-16.50');
    const again = await admin.client.post<ProblemBody>(`/api/disputes/${disputeId}/decision`, {
      outcome: 'release',
      note: 'Again.',
    });
    expect([again.status, again.body.code]).toEqual([409, 'dispute_not_escalated']);

    // Each step is told to both firms, in the app and by email, and to their webhooks.
    const steps = await api.db
      .knex('events')
      .whereRaw(`type LIKE 'dispute.%' AND (data->>'disputeId')::int = ?`, [disputeId])
      .orderBy('createdAt')
      .select('id', 'type', 'data', 'createdAt');
    expect(steps.map((step) => step.type)).toEqual(
      expect.arrayContaining(['dispute.opened', 'dispute.answered', 'dispute.escalated', 'dispute.resolved']),
    );
    const told = await describeDisputeEvents(api.db.knex, steps, api.events);
    for (const party of [buyer.user.id, vendor.user.id]) {
      expect(told.emails.filter((email) => email.userId === party)).toHaveLength(steps.length);
      expect(told.notices.filter((notice) => notice.userId === party)).toHaveLength(steps.length);
    }
    expect(told.emails).toContainEqual(
      expect.objectContaining({
        userId: buyer.user.id,
        kind: 'order_status',
        content: expect.objectContaining({
          subject: `Dispute #${disputeId} resolved`,
          paragraphs: [expect.stringContaining('refunded in part')],
        }),
      }),
    );
    expect(told.webhooks.map((webhook) => webhook.type)).toEqual(steps.map((step) => step.type));
  });

  it('pays out released payables in a pain.001 file, marked paid from the operator’s statement', async () => {
    const saved = await vendor.client.put('/api/company/bank-account', {
      accountHolder: 'Andes Coffee S.A.S.',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      code: await secondStepCode(vendor),
    });
    expect(saved.status, saved.text).toBe(200);
    const created = await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
      currency: 'USD',
      minimumAmount: '10',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.payouts).toEqual([
      expect.objectContaining({
        payeeId: vendor.user.id,
        amount: '673.50',
        status: 'sent',
        iban: 'NL91ABNA0417164300',
      }),
    ]);
    expect(created.body.skipped).toEqual([
      expect.objectContaining({
        payeeId: buyer.user.id,
        amount: '150.00',
        reason: expect.stringContaining('No IBAN'),
      }),
    ]);
    const file = await admin.client.get(created.body.painUrl);
    expect(file.status).toBe(200);
    const xml = file.text;
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(
      /<GrpHdr>[\s\S]*?<NbOfTxs>(\d+)<\/NbOfTxs>\s*<CtrlSum>([\d.]+)<\/CtrlSum>/.exec(xml)?.slice(1),
    ).toEqual(['1', '673.50']);
    const [payout] = created.body.payouts;
    expect(/<EndToEndId>([^<]+)<\/EndToEndId>/.exec(xml)?.[1]).toBe(payout!.endToEndId);
    expect(/<DbtrAcct>[\s\S]*?<IBAN>([^<]+)<\/IBAN>/.exec(xml)?.[1]).toBe(COLLECTION.iban);

    let balance = await trialBalance();
    expect(balanceOf(balance, 'supplier_payable', vendor.user.id)).toBe('0.00');
    expect(balanceOf(balance, 'payouts_in_transit')).toBe('-673.50');
    expect(
      await importCollection('COL-3', [
        { id: 'COL-3-1', amount: '673.50', credit: false, endToEndId: payout!.endToEndId },
      ]),
    ).toMatchObject({ payoutsPaid: 1, waiting: 0 });
    balance = await trialBalance();
    expect(balance.difference).toBe('0.00');
    expect(balanceOf(balance, 'payouts_in_transit')).toBe('0.00');
    // What stays on the account: the buyer's refund and the marketplace's commission.
    expect(balanceOf(balance, 'collection_bank')).toBe('166.50');
    expect((await vendor.client.get('/api/settlement/payouts')).body).toEqual([
      expect.objectContaining({ id: payout!.id, status: 'paid' }),
    ]);
    const ledgerEntries = (await vendor.client.get<LedgerEntries>('/api/settlement/statement')).body;
    expect(ledgerEntries.balances).toEqual([{ currency: 'USD', balance: '0.00' }]);
    expect(ledgerEntries.lines.map((line) => line.kind)).toEqual(['release', 'release', 'payout_sent']);
  });

  it('owes a payout again only when its bank returns it, never for a transfer that quotes its id', async () => {
    const orderId = await protectedPaidOrder('COL-4');
    await move(vendor, orderId, 'shipped');
    await move(buyer, orderId, 'delivered');
    const batch = (
      await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
        currency: 'USD',
        minimumAmount: '200',
      })
    ).body;
    const payout = batch.payouts.find((entry) => entry.payeeId === vendor.user.id)!;
    expect(payout.amount).toBe('407.40');
    const paidTo = 'NL91ABNA0417164300';
    expect(
      await importCollection('COL-5', [
        {
          id: 'COL-5-1',
          amount: payout.amount,
          credit: false,
          endToEndId: payout.endToEndId,
          counterpartyIban: paidTo,
        },
      ]),
    ).toMatchObject({ payoutsPaid: 1 });

    // The supplier sends 0.01 quoting its payout's id, then a "return" from an account of its own.
    const forged = await importCollection('COL-6', [
      {
        id: 'COL-6-1',
        amount: '0.01',
        endToEndId: payout.endToEndId,
        counterpartyIban: 'GB33BUKB20201555555555',
      },
      {
        id: 'COL-6-2',
        amount: payout.amount,
        endToEndId: payout.endToEndId,
        returned: true,
        counterpartyIban: 'GB33BUKB20201555555555',
      },
      {
        id: 'COL-6-3',
        amount: '300.00',
        endToEndId: payout.endToEndId,
        returned: true,
        counterpartyIban: paidTo,
      },
    ]);
    expect(forged).toMatchObject({ payoutsReturned: 0, waiting: 3 });
    expect(balanceOf(await trialBalance(), 'supplier_payable', vendor.user.id)).toBe('0.00');
    const again = (
      await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
        currency: 'USD',
        minimumAmount: '0.01',
      })
    ).body;
    expect(again.payouts.filter((entry) => entry.payeeId === vendor.user.id)).toEqual([]);
    const review = await admin.client.get<ReviewLine[]>('/api/admin/protection/review');
    const forgedLines = review.body.filter((line) => line.entry.startsWith('COL-6-'));
    expect(forgedLines.map((line) => [line.entry, line.payoutId])).toEqual(
      ['COL-6-1', 'COL-6-2', 'COL-6-3'].map((entry) => [entry, payout.id]),
    );
    expect(forgedLines.find((line) => line.entry === 'COL-6-1')!.reason).toMatch(/does not mark it a return/);
    expect(forgedLines.find((line) => line.entry === 'COL-6-2')!.reason).toMatch(
      /not from NL91ABNA0417164300/,
    );
    expect(forgedLines.find((line) => line.entry === 'COL-6-3')!.reason).toMatch(
      /short by more than the 15.00/,
    );
    expect((await vendor.client.get('/api/admin/protection/review')).status).toBe(403);

    // The payee's bank returns it, keeping a 7.00 fee: 400.40 is owed again, and no more.
    expect(
      await importCollection('COL-7', [
        {
          id: 'COL-7-1',
          amount: '400.40',
          endToEndId: payout.endToEndId,
          returned: true,
          counterpartyIban: paidTo,
        },
      ]),
    ).toMatchObject({ payoutsReturned: 1, waiting: 0 });
    const balance = await trialBalance();
    expect(balance.difference).toBe('0.00');
    expect(balanceOf(balance, 'supplier_payable', vendor.user.id)).toBe('-400.40');
    expect((await admin.client.get(`/api/admin/payouts/batches/${batch.id}`)).body).toMatchObject({
      payouts: [expect.objectContaining({ status: 'rejected' })],
    });
    const returnedTwice = await importCollection('COL-8', [
      {
        id: 'COL-8-1',
        amount: '400.40',
        endToEndId: payout.endToEndId,
        returned: true,
        counterpartyIban: paidTo,
      },
    ]);
    expect(returnedTwice).toMatchObject({ payoutsReturned: 0, waiting: 1 });
    expect(balanceOf(await trialBalance(), 'supplier_payable', vendor.user.id)).toBe('-400.40');

    // The bank's closing balance holds the credits that wait: the reconciliation shows them.
    const ledger = balanceOf(await trialBalance(), 'collection_bank');
    const waitingBefore = (
      await admin.client.get<BankReconciliation>('/api/admin/ledger/bank-reconciliation')
    ).body.books.find((book) => book.currency === 'USD')!.waiting;
    const closing = fromCents(toCents(ledger) + toCents(waitingBefore.amount));
    await importCollection('COL-9', [], { amount: closing, date: '2026-12-02' });
    const reconciled = (await admin.client.get<BankReconciliation>('/api/admin/ledger/bank-reconciliation'))
      .body.books;
    expect(reconciled).toHaveLength(1);
    expect(reconciled[0]).toMatchObject({
      currency: 'USD',
      ledgerBalance: ledger,
      statement: { id: 'COL-9', date: '2026-12-02', closingBalance: closing },
      difference: waitingBefore.amount,
    });
    expect(toCents(waitingBefore.amount)).toBeGreaterThanOrEqual(toCents('708.01'));
  });

  it('writes the payouts’ file before posting anything, and lets an operator cancel a batch', async () => {
    const payable = async () => balanceOf(await trialBalance(), 'supplier_payable', vendor.user.id);
    expect(await payable()).toBe('-400.40');
    // Bank details saved before they were checked: a name no payment file can carry.
    await api.db
      .knex('companyBankAccounts')
      .where({ companyId: vendor.user.id })
      .update({ accountHolder: 'Andes Coffee Compañía Cafetera de Exportación del Valle del Cauca S.A.S.' });
    const entriesBefore = Number((await api.db.knex('journalEntries').count({ n: '*' }).first())?.n);
    const refused = await admin.client.post<ProblemBody>('/api/admin/payouts/batches', {
      currency: 'USD',
      minimumAmount: '1',
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'payout_file_invalid']);
    expect(refused.body.detail).toMatch(/Andes Coffee Compañía/);
    expect(Number((await api.db.knex('journalEntries').count({ n: '*' }).first())?.n)).toBe(entriesBefore);
    expect(await payable()).toBe('-400.40');

    await api.db
      .knex('companyBankAccounts')
      .where({ companyId: vendor.user.id })
      .update({ accountHolder: 'Andes Coffee S.A.S.' });
    const batch = (
      await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
        currency: 'USD',
        minimumAmount: '1',
      })
    ).body;
    expect(batch.payouts.find((payout) => payout.payeeId === vendor.user.id)?.amount).toBe('400.40');
    expect(await payable()).toBe('0.00');
    const cancelled = await admin.client.post<PayoutBatch>(
      `/api/admin/payouts/batches/${batch.id}/cancel`,
      {},
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(new Set(cancelled.body.payouts.map((payout) => payout.status))).toEqual(new Set(['cancelled']));
    expect(await payable()).toBe('-400.40');
    expect((await trialBalance()).difference).toBe('0.00');
    const twice = await admin.client.post<ProblemBody>(`/api/admin/payouts/batches/${batch.id}/cancel`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'payout_batch_settled']);
    // A batch the bank has paid is past cancelling.
    const paid = (
      await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
        currency: 'USD',
        minimumAmount: '1',
      })
    ).body;
    const payout = paid.payouts.find((entry) => entry.payeeId === vendor.user.id)!;
    await importCollection('COL-10', [
      { id: 'COL-10-1', amount: payout.amount, credit: false, endToEndId: payout.endToEndId },
    ]);
    const late = await admin.client.post<ProblemBody>(`/api/admin/payouts/batches/${paid.id}/cancel`, {});
    expect([late.status, late.body.code]).toEqual([409, 'payout_batch_settled']);
  });

  it('pays a buyer’s refund to the account its owner records, in the same payment file', async () => {
    expect(balanceOf(await trialBalance(), 'refunds_payable', buyer.user.id)).toBe('-150.00');
    const recorded = await buyer.client.put('/api/company/bank-account', {
      accountHolder: 'Hamburg Roasters GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(recorded.status, recorded.text).toBe(200);
    const batch = (
      await admin.client.post<PayoutBatch>('/api/admin/payouts/batches', {
        currency: 'USD',
        minimumAmount: '1',
      })
    ).body;
    const refund = batch.payouts.find((payout) => payout.payeeId === buyer.user.id);
    expect(refund).toMatchObject({ amount: '150.00', iban: 'DE89370400440532013000', status: 'sent' });
    const xml = (await admin.client.get(batch.painUrl)).text;
    expect(xml).toContain(`<Ustrd>Refund ${refund!.endToEndId}</Ustrd>`);
    expect(balanceOf(await trialBalance(), 'refunds_payable', buyer.user.id)).toBe('0.00');
  });

  it('invoices each supplier a month’s commission, less what releases deducted, once', async () => {
    // The orders were received last month.
    await api.db
      .knex('orderStatusChanges')
      .where({ toStatus: 'delivered' })
      .update({ changedAt: api.db.knex.raw(`changed_at - interval '1 month'`) });
    const month = lastMonth();
    const early = await admin.client.post<ProblemBody>('/api/admin/commission-invoices', {
      month: new Date().toISOString().slice(0, 7),
    });
    expect([early.status, early.body.errors?.[0]?.field]).toEqual([422, 'month']);
    // A German operator invoicing in dollars states its VAT in euros too, at the ECB's rate of the day
    // before: 1 EUR = 1.0842 USD.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await keepReferenceRates(api.db.knex, [{ date: yesterday, currency: 'USD', rate: '1.0842' }]);
    const issued = await admin.client.post<{ issued: number }>('/api/admin/commission-invoices', { month });
    expect(issued.body).toEqual({ issued: 1 });
    expect((await admin.client.post('/api/admin/commission-invoices', { month })).body).toEqual({
      issued: 0,
    });

    const [listed] = (await vendor.client.get<CommissionInvoice[]>('/api/commission-invoices')).body;
    expect(listed).toMatchObject({
      number: `COM-${month.slice(0, 4)}-000001`,
      month,
      net: '33.60',
      vatPercent: '19.00',
      vat: '6.38',
      total: '39.98',
      deducted: '29.10',
      due: '10.88',
    });
    const invoice = (await vendor.client.get<CommissionInvoice>(`/api/commission-invoices/${listed!.id}`))
      .body;
    expect(invoice.lines.map((line) => [line.commission, line.deducted])).toEqual([
      ['8.40', '8.40'],
      ['12.60', '8.10'],
      ['12.60', '12.60'],
    ]);
    expect(invoice.issuer).toMatchObject({ legalName: 'RawEx Marketplace GmbH', taxId: 'DE123456789' });
    expect(invoice.paymentAccount).toMatchObject({ accountHolder: COLLECTION.accountHolder });
    expect(invoice.vatCurrency).toEqual({
      currency: 'EUR',
      rate: '0.9223390518',
      rateDate: yesterday,
      source: 'ECB',
    });

    const download = (client: SignedIn['client'], url: string) =>
      fetch(`${api.url}${url}`, { headers: { cookie: client.cookieHeader } });
    const pdf = await download(vendor.client, invoice.pdfUrl);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    for (const printed of [
      invoice.number,
      'RawEx Marketplace GmbH',
      'VAT / tax id: DE123456789',
      'VAT 19.00%',
      'USD 39.98',
      'USD 10.88',
      `#${String(invoice.lines[0]!.orderId).padStart(6, '0')} (protected)`,
      'DE89370400440532013000',
      `VAT is accounted in EUR: USD 1 = EUR 0.9223390518, the ECB reference rate of ${yesterday}.`,
      'Total at that rate: EUR 36.88; VAT: EUR 5.88.',
    ]) {
      expect(text).toContain(printed);
    }
    const ubl = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false }).parse(
      await (await download(vendor.client, invoice.xmlUrl)).text(),
    ).Invoice;
    expect(ubl.ID).toBe(invoice.number);
    expect(ubl.AccountingSupplierParty.Party.PartyTaxScheme.CompanyID).toBe('DE123456789');
    // BT-6 and BT-111 (BR-53): the VAT total in euros, in a second tax total without subtotals.
    expect(ubl.TaxCurrencyCode).toBe('EUR');
    expect(ubl.TaxTotal[0].TaxAmount['#text']).toBe('6.38');
    expect(ubl.TaxTotal[0].TaxSubtotal.TaxCategory).toMatchObject({ ID: 'S', Percent: '19.00' });
    expect(ubl.TaxTotal[1]).toEqual({ TaxAmount: { '#text': '5.88', '@_currencyID': 'EUR' } });
    expect(ubl.LegalMonetaryTotal).toMatchObject({
      TaxExclusiveAmount: { '#text': '33.60' },
      TaxInclusiveAmount: { '#text': '39.98' },
      PrepaidAmount: { '#text': '29.10' },
      PayableAmount: { '#text': '10.88' },
    });
    expect(ubl.InvoiceLine).toHaveLength(3);
    expect((await download(rivalVendor.client, invoice.pdfUrl)).status).toBe(404);
    expect((await rivalVendor.client.get(`/api/commission-invoices/${listed!.id}`)).status).toBe(404);
    expect((await rivalVendor.client.get<CommissionInvoice[]>('/api/commission-invoices')).body).toEqual([]);
    await expect(api.db.knex('commissionInvoices').update({ due: '0' })).rejects.toThrow(
      /never changed or deleted/,
    );
    // Its number was given once, at commit, from the marketplace's own series: it stays.
    await expect(api.db.knex('commissionInvoices').update({ number: 2 })).rejects.toThrow(
      /never changed or deleted/,
    );
    expect(
      await api.db
        .knex('documentCounters')
        .where({ issuer: 'rawex', series: `COM-${month.slice(0, 4)}` })
        .first(),
    ).toMatchObject({ lastNumber: 1 });
  });

  it('keeps the books in PostgreSQL: entries balance and are never changed', async () => {
    await expect(api.db.knex('journalLines').update({ amount: 1 })).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(api.db.knex('journalEntries').delete()).rejects.toThrow(/never changed or deleted/);
    await expect(
      api.db.knex.transaction(async (trx) => {
        const [entry] = await trx('journalEntries')
          .insert({ kind: 'release', key: 'broken', memo: 'One-sided' })
          .returning('id');
        const [account] = await trx('settlementAccounts').where({ kind: 'collection_bank' }).select('id');
        await trx('journalLines').insert([
          { entryId: entry.id, line: 1, accountId: account.id, amount: '10.00', currency: 'USD' },
          { entryId: entry.id, line: 2, accountId: account.id, amount: '-9.00', currency: 'USD' },
        ]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await api.db.knex('journalEntries').where({ key: 'broken' }).first()).toBeUndefined();
  });
});
