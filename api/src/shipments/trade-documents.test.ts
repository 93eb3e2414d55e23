import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Notification, Order, ProblemBody } from '../contracts.ts';
import type { ApiKey } from '../keys/keys.contract.ts';
import type { OrderDocument } from '../payments/order-documents.contract.ts';
import { remindUnpaidInvoices } from '../payments/payment-reminders.job.ts';
import type { ProtectedOrder } from '../settlement/settlement.contract.ts';
import {
  camt053,
  eventually,
  SMALL_PDF,
  secondStepCode,
  seedCoffeeTrade,
  signInAsAdmin,
  signUp,
  startTestApi,
  TestClient,
  type CamtLine,
  type SignedIn,
  type TestApi,
  PROTECTION_ENVIRONMENT,
} from '../testing/index.ts';
import type { Shipment } from './shipments.contract.ts';
import type { TradeDocument, TradeDocumentChecklist } from './trade-documents.contract.ts';

const HOUR = 3_600_000;
const iso = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** A PDF of its own: a different file from every other one sent. */
const pdf = (words: string) => Buffer.concat([SMALL_PDF(), Buffer.from(`% ${words}\n`)]);

const seaLot = {
  mode: 'sea',
  carrier: 'MSC',
  transportDocumentNumber: 'MEDUSS123456',
  equipment: ['MSCU6639871'],
  placeOfLoading: 'Santos',
  placeOfLoadingCode: 'BRSSZ',
  placeOfDischarge: 'Hamburg',
  placeOfDischargeCode: 'DEHAM',
};
const railLot = {
  ...seaLot,
  mode: 'rail',
  carrier: 'DB Cargo',
  transportDocumentNumber: 'CIM-88412',
  equipment: [],
};

/** A forwarder's DCSA transport or equipment event, as its system sends it. */
const dcsa = (eventID: string, code: 'DEPA' | 'DROP', hoursFromNow: number) => ({
  eventID,
  eventType: code === 'DEPA' ? 'TRANSPORT' : 'EQUIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: iso(hoursFromNow),
  eventCreatedDateTime: iso(0),
  ...(code === 'DEPA'
    ? { transportEventTypeCode: code, transportCall: { UNLocationCode: 'BRSSZ' } }
    : { equipmentEventTypeCode: code, equipmentReference: 'MSCU6639871' }),
  eventLocation: { locationName: code === 'DEPA' ? 'Santos' : 'Hamburg' },
});

describe('trade documents: the checklist a deal needs, reviewed by its buyer, and payment against it', () => {
  let api: TestApi;
  let admin: SignedIn;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let outsider: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({
      worker: true,
      events: { protection: loadConfig(PROTECTION_ENVIRONMENT).events.protection },
    });
    const trade = await seedCoffeeTrade(api, 'coffee-documents');
    ({ owner: buyer, vendor } = trade);
    productId = trade.product.id;
    // Coffee is a cash crop: plant goods, which cross borders with a phytosanitary certificate.
    const [parent] = (await api.db
      .knex('categories')
      .insert({ name: 'Cash Crops', slug: 'cash-crops' })
      .onConflict('slug')
      .merge()
      .returning('id')) as { id: number }[];
    await api.db.knex('categories').where({ id: trade.category.id }).update({ parentId: parent!.id });
    [admin, outsider] = await Promise.all([signInAsAdmin(api), signUp(api, 'vendor')]);
    const account = await vendor.client.put('/api/company/bank-account', {
      accountHolder: 'Andes Coffee SAC',
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
      code: await secondStepCode(vendor),
    });
    expect(account.status, account.text).toBe(200);
  });
  afterAll(() => api?.close());

  /** A protected order placed on a CIF Hamburg quote, 30 % deposit and the balance against documents, confirmed. */
  async function quotedOrder(plan: Record<string, unknown> = {}): Promise<Order> {
    const rfq = await buyer.client.post<{ id: number }>('/api/rfqs', {
      title: 'Arabica, green, 1 t',
      description: 'Screen 16+, for roasting in Hamburg.',
      categoryId: (await api.db.knex('products').where({ id: productId }).first('categoryId')).categoryId,
      quantity: 1000,
      unit: 'kg',
      targetPrice: '4.00',
      incoterm: 'CIF',
      destination: 'Port of Hamburg',
      expiresAt: iso(72),
    });
    expect(rfq.status, rfq.text).toBe(201);
    const quote = await vendor.client.post<{ id: number }>(`/api/rfqs/${rfq.body.id}/quotes`, {
      productId,
      unitPrice: '4.00',
      quantity: 1000,
      validUntil: iso(48),
      leadTimeDays: 14,
      incoterm: 'CIF',
      incotermPlace: 'Hamburg',
      paymentPlan: { kind: 'deposit', depositPercent: 30, balanceDue: 'against_documents', ...plan },
    });
    expect(quote.status, quote.text).toBe(201);
    const order = await buyer.client.post<Order>(`/api/quotes/${quote.body.id}/accept`, { version: 1 });
    expect(order.status, order.text).toBe(201);
    const orderId = order.body.id;
    expect((await buyer.client.post(`/api/orders/${orderId}/protection`, { protected: true })).status).toBe(
      204,
    );
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' })).status).toBe(200);
    return (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body;
  }

  /** The bank credits the collection account with a transfer quoting the order's reference. */
  async function paidIntoProtection(orderId: number, amount: string): Promise<void> {
    const { paymentReference } = await api.db.knex('orders').where({ id: orderId }).first('paymentReference');
    const id = `STMT-${orderId}-${amount}`;
    const line: CamtLine = {
      id: `${id}-1`,
      amount,
      reference: paymentReference,
      payer: 'Hamburg Roasters GmbH',
    };
    const form = new FormData();
    form.append('statement', new Blob([camt053(id, [line])], { type: 'application/xml' }), `${id}.xml`);
    const imported = await admin.client.request('POST', '/api/admin/protection/statements', {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(imported.status, imported.text).toBe(200);
  }

  /** The forwarder's client, with the key the supplier made it for recording events. */
  async function forwarder(): Promise<TestClient> {
    const key = await vendor.client.post<ApiKey & { key: string }>('/api/keys', {
      name: 'Forwarder',
      permissions: ['write:shipments'],
    });
    const client = new TestClient(api.url);
    const request = client.request.bind(client);
    client.request = (method, path, options = {}) =>
      request(method, path, {
        ...options,
        headers: { authorization: `Bearer ${key.body.key}`, ...options.headers },
      });
    return client;
  }

  const upload = (who: SignedIn, orderId: number, type: string, bytes: Buffer, name = `${type}.pdf`) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    return who.client.request<TradeDocument & Omit<ProblemBody, 'status'>>(
      'POST',
      `/api/orders/${orderId}/trade-documents`,
      {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      },
    );
  };
  const review = (id: number, body: Record<string, unknown>, who: SignedIn = buyer) =>
    who.client.post<TradeDocument & Omit<ProblemBody, 'status'>>(`/api/trade-documents/${id}/review`, body);
  const checklist = async (orderId: number, who: SignedIn = buyer) =>
    (await who.client.get<TradeDocumentChecklist>(`/api/orders/${orderId}/trade-documents`)).body;
  /** What the order's latest document of a kind prints, its words on one line. */
  async function printed(orderId: number, kind: OrderDocument['kind']): Promise<string> {
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${orderId}/documents`)).body;
    const document = documents.findLast((entry) => entry.kind === kind)!;
    const pdf = await fetch(`${api.url}${document.pdfUrl}`, {
      headers: { cookie: buyer.client.cookieHeader },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  }
  const protectedOrder = async (orderId: number) =>
    (await buyer.client.get<ProtectedOrder[]>('/api/protected-orders')).body.find(
      (entry) => entry.orderId === orderId,
    )!;

  it('runs a CIF order in two lots from quote to delivery, paid against its documents and released only then', async () => {
    const order = await quotedOrder();
    expect(order.terms).toMatchObject({ incoterm: 'CIF', incotermPlace: 'Hamburg' });
    // The buyer asks for an inspection by a named inspector besides what the deal needs.
    const asked = await buyer.client.post<TradeDocumentChecklist & ProblemBody>(
      `/api/orders/${order.id}/trade-documents/requests`,
      { type: 'inspection_certificate', inspector: 'SGS' },
    );
    expect(asked.status, asked.text).toBe(200);
    await paidIntoProtection(order.id, '1200.00');

    const [sea, rail] = [
      await vendor.client.post<Shipment>(`/api/orders/${order.id}/shipments`, seaLot),
      await vendor.client.post<Shipment>(`/api/orders/${order.id}/shipments`, railLot),
    ];
    expect([sea.status, rail.status]).toEqual([201, 201]);
    const key = await forwarder();
    for (const [lot, id] of [
      [sea.body.id, 'dep-sea'],
      [rail.body.id, 'dep-rail'],
    ] as const) {
      const departed = await key.post(`/api/shipments/${lot}/events`, dcsa(id, 'DEPA', 0));
      expect(departed.status, departed.text).toBe(201);
    }
    expect((await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.status).toBe('shipped');

    // The checklist the deal needs: RawEx's invoice, issued at shipment, and what the supplier uploads.
    const needed = await checklist(order.id);
    expect(needed.lines.map((line) => [line.type, line.state])).toEqual([
      ['commercial_invoice', 'issued'],
      ['packing_list', 'missing'],
      ['bill_of_lading', 'missing'],
      ['rail_consignment_note', 'missing'],
      ['insurance_certificate', 'missing'],
      ['phytosanitary_certificate', 'missing'],
      ['inspection_certificate', 'missing'],
    ]);
    expect(needed.lines[0]!.issuedAs).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(needed.lines.at(-1)!.why).toBe('Asked for by the buyer (inspector: SGS)');
    // The balance waits on the documents: not due yet.
    const waiting = (await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.payment;
    expect(waiting).toMatchObject({ state: 'deposit_paid', outstanding: '2800.00', dueDate: null });

    const uploaded: Record<string, TradeDocument> = {};
    for (const line of needed.lines.slice(1)) {
      const sent = await upload(vendor, order.id, line.type, pdf(line.type));
      expect(sent.status, sent.text).toBe(201);
      uploaded[line.type] = sent.body;
    }
    expect(uploaded.bill_of_lading).toMatchObject({
      version: 1,
      status: 'submitted',
      fileName: 'bill_of_lading.pdf',
    });
    expect((await checklist(order.id)).presentedAt).not.toBeNull();

    // The buyer rejects the bill of lading, saying why; the same file is refused, a corrected one taken.
    const rejected = await review(uploaded.bill_of_lading!.id, {
      decision: 'reject',
      reason: 'Consignee must be to order of Deutsche Bank',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'Consignee must be to order of Deutsche Bank',
    });
    const told = await eventually(
      () => vendor.client.get<Notification[]>('/api/notifications'),
      (answer) => answer.body.some((notice) => notice.title.endsWith('bill of lading rejected')),
    );
    expect(told.body.find((notice) => notice.title.endsWith('bill of lading rejected'))?.body).toBe(
      'The buyer rejected the bill of lading: “Consignee must be to order of Deutsche Bank”. Upload a corrected one.',
    );
    const sameAgain = await upload(vendor, order.id, 'bill_of_lading', pdf('bill_of_lading'), 'BL.pdf');
    expect([sameAgain.status, sameAgain.body.errors?.[0]?.field]).toEqual([422, 'file']);
    expect(sameAgain.body.detail).toMatch(
      /BL\.pdf is version 1, rejected on .*: “Consignee must be to order of Deutsche Bank”\. Upload a corrected document/,
    );
    const corrected = await upload(vendor, order.id, 'bill_of_lading', pdf('bill_of_lading, to order'));
    expect(corrected.body).toMatchObject({ version: 2, status: 'submitted' });
    const line = (await checklist(order.id, vendor)).lines.find((entry) => entry.type === 'bill_of_lading')!;
    expect(line.versions.map((version) => [version.version, version.status])).toEqual([
      [1, 'rejected'],
      [2, 'submitted'],
    ]);

    // Every document but the insurance certificate accepted; the lots delivered on the forwarder's
    // events and the buyer confirms receipt: the money stays held, the balance not yet due.
    for (const type of Object.keys(uploaded).filter((type) => type !== 'insurance_certificate')) {
      const id = type === 'bill_of_lading' ? corrected.body.id : uploaded[type]!.id;
      expect((await review(id, { decision: 'accept' })).status).toBe(200);
    }
    for (const [lot, id] of [
      [sea.body.id, 'drop-sea'],
      [rail.body.id, 'drop-rail'],
    ] as const) {
      expect((await key.post(`/api/shipments/${lot}/events`, dcsa(id, 'DROP', 0.05))).status).toBe(201);
    }
    expect((await buyer.client.patch(`/api/orders/${order.id}`, { status: 'delivered' })).status).toBe(200);
    expect(await protectedOrder(order.id)).toMatchObject({ held: '1200.00', released: '0.00' });
    expect((await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.payment.dueDate).toBeNull();

    // The last document accepted: the balance falls due today, and the money held is released.
    const last = await review(uploaded.insurance_certificate!.id, { decision: 'accept' });
    expect(last.status, last.text).toBe(200);
    expect((await checklist(order.id)).acceptedAt).not.toBeNull();
    expect((await buyer.client.get<Order>(`/api/orders/${order.id}`)).body.payment).toMatchObject({
      outstanding: '2800.00',
      dueDate: today(),
    });
    expect(await protectedOrder(order.id)).toMatchObject({ held: '0.00', released: '1200.00' });
    // The buyer is reminded of the balance that fell due.
    expect(await remindUnpaidInvoices(api.db.knex)).toBe(1);
    const reminded = await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications'),
      (answer) =>
        answer.body.some((notice) => notice.title === `Invoice ${needed.lines[0]!.issuedAs} is due today`),
    );
    expect(reminded.body.find((notice) => notice.title.endsWith('is due today'))?.body).toMatch(
      new RegExp(`^USD 2,?800\\.00 of order #\\d+ with .* is still to pay \\(due ${today()}\\)\\.$`),
    );

    // The files are the two firms' alone.
    const file = await buyer.client.request('GET', corrected.body.url);
    expect([file.status, file.headers.get('cache-control'), file.text]).toEqual([
      200,
      'private, no-store',
      pdf('bill_of_lading, to order').toString('latin1'),
    ]);
    expect((await outsider.client.request('GET', corrected.body.url)).status).toBe(404);
    expect((await outsider.client.get(`/api/orders/${order.id}/trade-documents`)).status).toBe(404);
  });

  it('refuses what does not belong: another firm, the wrong side, a type not on the checklist, a second review', async () => {
    const order = await quotedOrder({ documentsSilenceDays: 10 });
    const refusals = await Promise.all([
      upload(outsider, order.id, 'packing_list', pdf('outsider')),
      upload(buyer, order.id, 'packing_list', pdf('buyer')),
      upload(vendor, order.id, 'veterinary_certificate', pdf('vet')),
      upload(vendor, order.id, 'commercial_invoice', pdf('invoice')),
      upload(vendor, order.id, 'bill_of_lading', pdf('not booked')),
    ]);
    expect(refusals.map((answer) => [answer.status, answer.body.code])).toEqual([
      [404, 'order_not_found'],
      [403, 'not_the_shipper'],
      [422, 'validation_failed'],
      [422, 'validation_failed'],
      [422, 'validation_failed'],
    ]);
    expect(refusals[2]!.body.detail).toBe(
      'type: is not on this order’s checklist; it needs packing_list, insurance_certificate, phytosanitary_certificate',
    );
    expect(refusals[3]!.body.detail).toMatch(/is the invoice RawEx issues for the order/);
    // A file that is not a document is refused by its bytes, whatever it is called.
    const form = new FormData();
    form.append('type', 'packing_list');
    form.append('file', new Blob(['<html>hello</html>'], { type: 'application/pdf' }), 'list.pdf');
    const html = await vendor.client.request<ProblemBody>('POST', `/api/orders/${order.id}/trade-documents`, {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect([html.status, html.body.detail]).toEqual([415, 'list.pdf is not a PDF, PNG or JPEG file']);
    expect(await api.db.knex('tradeDocuments').where({ orderId: order.id })).toEqual([]);

    const list = await upload(vendor, order.id, 'packing_list', pdf('packing list'));
    expect(list.status, list.text).toBe(201);
    const [bySupplier, byOutsider, noReason] = await Promise.all([
      review(list.body.id, { decision: 'accept' }, vendor),
      review(list.body.id, { decision: 'accept' }, outsider),
      review(list.body.id, { decision: 'reject' }),
    ]);
    expect([bySupplier.status, bySupplier.body.code]).toEqual([403, 'not_the_buyer']);
    expect(byOutsider.status).toBe(404);
    expect([noReason.status, noReason.body.errors?.[0]?.field]).toEqual([422, 'reason']);
    expect((await review(list.body.id, { decision: 'accept' })).status).toBe(200);
    const twice = await review(list.body.id, { decision: 'reject', reason: 'Changed my mind' });
    expect([twice.status, twice.body.code]).toEqual([409, 'trade_document_reviewed']);
    const replaced = await upload(vendor, order.id, 'packing_list', pdf('another list'));
    expect([replaced.status, replaced.body.code]).toEqual([409, 'trade_document_accepted']);
    // A plan waits for acceptance at most its days of silence, and says so.
    expect(order.payment.terms).toBe(
      '30% deposit, balance against shipping documents (accepted unless queried within 10 days of presentation)',
    );
  });

  it('names on the pro-forma, the invoice and the reminders the shipping documents the balance still waits for', async () => {
    const order = await quotedOrder({ documentsSilenceDays: 10 });
    // Confirmed, nothing booked or uploaded: the pro-forma lists what the deal needs so far.
    expect(await printed(order.id, 'proforma')).toContain(
      'Shipping documents still to come: Packing list, Insurance certificate, Phytosanitary certificate, Transport document of each lot.',
    );

    await paidIntoProtection(order.id, '1200.00');
    const sea = await vendor.client.post<Shipment>(`/api/orders/${order.id}/shipments`, seaLot);
    expect(sea.status, sea.text).toBe(201);
    const departed = await (
      await forwarder()
    ).post(`/api/shipments/${sea.body.id}/events`, dcsa('dep-silent', 'DEPA', 0));
    expect(departed.status, departed.text).toBe(201);
    // Shipped by sea: the invoice names the bill of lading in place of the lots' transport documents.
    expect(await printed(order.id, 'invoice')).toContain(
      'Shipping documents still to come: Packing list, Bill of lading, Insurance certificate, Phytosanitary certificate.',
    );

    // All presented, the insurance certificate rejected, and the plan's ten days of silence over.
    const sent: Record<string, TradeDocument> = {};
    for (const type of [
      'packing_list',
      'bill_of_lading',
      'insurance_certificate',
      'phytosanitary_certificate',
    ]) {
      const answer = await upload(vendor, order.id, type, pdf(`${type} silent`));
      expect(answer.status, answer.text).toBe(201);
      sent[type] = answer.body;
    }
    const rejected = await review(sent.insurance_certificate!.id, {
      decision: 'reject',
      reason: 'Cover below 110 %',
    });
    expect(rejected.status, rejected.text).toBe(200);
    await api.db
      .knex('tradeDocumentChecklists')
      .where({ orderId: order.id })
      .update({ presentedAt: new Date(Date.now() - 11 * 24 * HOUR) });
    const { payment } = (await buyer.client.get<Order>(`/api/orders/${order.id}`)).body;
    expect(payment.dueDate).not.toBeNull();

    // The reminder of the balance, fallen due by silence, says what is still to come.
    expect(await remindUnpaidInvoices(api.db.knex)).toBe(1);
    const reminded = await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications'),
      (answer) => answer.body.some((notice) => notice.body.includes(`(due ${payment.dueDate})`)),
    );
    const reminder = reminded.body.find((notice) => notice.body.includes(`(due ${payment.dueDate})`));
    // It opens the order itself: the buyer's orders, searched for its number.
    expect(reminder?.link).toBe(`/orders?search=${String(order.id).padStart(6, '0')}`);
    expect(reminder?.body).toMatch(
      /is still to pay \(due [\d-]+\)\. Shipping documents still to come: Insurance certificate\.$/,
    );
  });
});
