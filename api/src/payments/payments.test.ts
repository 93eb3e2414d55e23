import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order, ProblemBody } from '../contracts.ts';
import type { Product } from '../models.ts';
import {
  camt053,
  eventually,
  seedCoffeeTrade,
  signUp,
  uploadAttachment,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import { sweepUnusedUploads } from '../media/uploads.service.ts';
import { remindUnpaidInvoices } from './payment-reminders.job.ts';
import type { OrderDocument } from './order-documents.contract.ts';
import type { Payment, Receivables, StatementImport } from './payments.contract.ts';

describe('payments: recorded, imported from bank statements, and what is owed', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let product: Product;

  const placeOrder = async (quantity: number) => {
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
    await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: product.id, quantity });
    const response = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
    });
    expect(response.status).toBe(201);
    return response.body.orders[0]!;
  };
  const move = (orderId: number, status: string) =>
    vendor.client.patch<Order & ProblemBody>(`/api/orders/${orderId}`, { status });
  const orderOf = async (orderId: number) => (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body;
  const importStatement = (file: string, type: string, query = '') => {
    const form = new FormData();
    form.append(
      'statement',
      new Blob([file], { type }),
      type === 'text/csv' ? 'statement.csv' : 'statement.xml',
    );
    return vendor.client.request<StatementImport & ProblemBody>('POST', `/api/payments/statements${query}`, {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
  };
  const paymentCount = async () =>
    Number((await api.db.knex('payments').count({ count: '*' }).first())?.count);

  beforeAll(async () => {
    api = await startTestApi();
    ({ owner: buyer, vendor, product } = await seedCoffeeTrade(api, 'payments-coffee'));
    await api.db
      .knex('companies')
      .where({ id: buyer.user.id })
      .update({ legalName: 'Hamburg Roasters GmbH' });
    const plan = await vendor.client.put('/api/company/payment-plan', {
      kind: 'deposit',
      depositPercent: 30,
      balanceDue: 'against_documents',
    });
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      kind: 'deposit',
      depositPercent: 30,
      balanceDue: 'against_documents',
      invoiceAt: 'shipment',
    });
  });
  afterAll(() => api.close());

  it('holds a deposit order until its deposit arrives by a statement carrying its RF reference; a second import changes nothing', async () => {
    const order = await placeOrder(1000); // 4,200.00; deposit 1,260.00
    expect(order.payment).toMatchObject({
      plan: { kind: 'deposit' },
      state: 'unpaid',
      depositDue: '1260.00',
      reference: null,
    });
    expect((await move(order.id, 'confirmed')).status).toBe(200);
    const confirmed = await orderOf(order.id);
    expect(confirmed.payment.terms).toBe('30% deposit, balance against shipping documents');
    expect(confirmed.payment.reference).toMatch(/^RF\d{2}RX\d{8}$/);

    const refused = await move(order.id, 'shipped');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'deposit_due', depositDue: '1260.00', paid: '0.00' });

    const statement = camt053('STMT-2026-12-01', [
      {
        id: 'BANKREF-1',
        amount: '1260.00',
        reference: confirmed.payment.reference!,
        payer: 'Hamburg Roasters GmbH',
      },
      { id: 'BANKREF-2', amount: '99.00', credit: false, words: 'Bank fees' },
    ]);
    const imported = await importStatement(statement, 'application/xml');
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toEqual({ lines: 2, credits: 1, matched: 1, waiting: 0, alreadyImported: 0 });
    expect((await orderOf(order.id)).payment).toMatchObject({
      state: 'deposit_paid',
      paid: '1260.00',
      outstanding: '2940.00',
    });

    const again = await importStatement(statement, 'application/xml');
    expect(again.body).toEqual({ lines: 2, credits: 1, matched: 0, waiting: 0, alreadyImported: 1 });
    expect((await orderOf(order.id)).payment.paid).toBe('1260.00');

    expect((await move(order.id, 'shipped')).status).toBe(200);
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${order.id}/documents`)).body;
    expect(documents.map((document) => document.kind)).toEqual(['proforma', 'invoice']);
  });

  it('matches a line without a reference by the payer’s name and the amount, keeps overpayments, and lets the rest wait with a reason', async () => {
    const byName = await placeOrder(100); // 420.00
    await move(byName.id, 'confirmed');
    const overpaid = await placeOrder(10); // 42.00
    await move(overpaid.id, 'confirmed');
    // Not confirmed yet: a transfer by the payer's name and its amount does not pay it.
    const unconfirmed = await placeOrder(20); // 84.00
    const { reference } = (await orderOf(overpaid.id)).payment;
    const imported = await importStatement(
      camt053('STMT-2026-12-02', [
        { id: 'B-10', amount: '420.00', payer: 'HAMBURG ROASTERS GMBH', words: 'Invoice coffee' },
        { id: 'B-11', amount: '50.00', reference: reference!, payer: 'Hamburg Roasters GmbH' },
        { id: 'B-12', amount: '126.00', currency: 'EUR', reference: reference! },
        { id: 'B-13', amount: '77.77', payer: 'Somebody Else Ltd' },
        { id: 'B-14', amount: '84.00', payer: 'Hamburg Roasters GmbH' },
      ]),
      'application/xml',
    );
    expect(imported.body).toEqual({ lines: 5, credits: 5, matched: 2, waiting: 3, alreadyImported: 0 });
    expect((await orderOf(unconfirmed.id)).payment).toMatchObject({ paid: '0.00' });
    // The same amount again by name: the order it fitted is paid already, so it waits.
    const again = await importStatement(
      camt053('STMT-2026-12-03', [{ id: 'B-20', amount: '420.00', payer: 'Hamburg Roasters GmbH' }]),
      'application/xml',
    );
    expect(again.body).toMatchObject({ matched: 0, waiting: 1 });
    expect((await orderOf(byName.id)).payment).toMatchObject({ paid: '420.00' });
    expect((await orderOf(byName.id)).payment).toMatchObject({ state: 'paid', paid: '420.00' });
    expect((await orderOf(overpaid.id)).payment).toMatchObject({
      state: 'paid',
      paid: '50.00',
      overpaid: '8.00',
    });

    const waiting = await vendor.client.get<Payment[]>('/api/payments?waiting=true');
    expect(
      waiting.body.map((payment) => [payment.amount, payment.currency, payment.unmatchedReason]),
    ).toEqual(
      expect.arrayContaining([
        ['126.00', 'EUR', `In EUR, but order ${overpaid.id} is in USD: record it in the order’s currency`],
        ['77.77', 'USD', 'No RF reference, and no confirmed, unpaid order of this payer for this amount'],
        ['84.00', 'USD', 'No RF reference, and no confirmed, unpaid order of this payer for this amount'],
      ]),
    );
    const stray = waiting.body.find((payment) => payment.amount === '77.77')!;
    const target = await placeOrder(5);
    const assigned = await vendor.client.post<Payment>(`/api/payments/${stray.id}/assign`, {
      orderId: target.id,
    });
    expect(assigned.status).toBe(200);
    expect((await orderOf(target.id)).payment).toMatchObject({ state: 'paid', overpaid: '56.77' });
    const euro = waiting.body.find((payment) => payment.currency === 'EUR')!;
    expect(
      (await vendor.client.post<ProblemBody>(`/api/payments/${euro.id}/assign`, { orderId: target.id }))
        .status,
    ).toBe(422);
  });

  it('refuses a malformed statement naming the line at fault, and imports none of it', async () => {
    const before = await paymentCount();
    const good = camt053('STMT-BAD', [
      { id: 'OK-1', amount: '10.00', payer: 'x' },
      { id: 'OK-2', amount: '11.00', payer: 'y' },
    ]);
    const broken = good.replace('<Amt Ccy="USD">11.00</Amt>', '<Amt Ccy="USD">eleven</Amt>');
    const response = await importStatement(broken, 'application/xml');
    expect(response.status).toBe(422);
    const line = broken.split('\n').findIndex((text) => text.includes('eleven')) + 1;
    expect(response.body.errors?.[0]).toMatchObject({ field: 'statement' });
    expect(response.body.errors?.[0]?.message).toMatch(
      new RegExp(`entry 2 \\(line ${line - 1}\\): <Amt> is missing or not an amount`),
    );
    expect(await paymentCount()).toBe(before);

    const unclosed = await importStatement(good.replace('</Ntry>', '</Ntri>'), 'application/xml');
    expect(unclosed.status).toBe(422);
    expect(unclosed.body.errors?.[0]?.message).toMatch(/^line \d+: [a-z]/);
    // A file cut off mid-element says where, once.
    const cut = await importStatement(good.slice(0, good.indexOf('<Amt') + 4), 'application/xml');
    expect(cut.status).toBe(422);
    expect(cut.body.errors?.[0]?.message).toMatch(/^line \d+: unclosed tag: \w+\. Nothing was imported/);
    const notCamt = await importStatement(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>',
      'application/xml',
    );
    expect(notCamt.body.errors?.[0]?.message).toMatch(/not an ISO 20022 camt\.053 or camt\.054 file/);
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a hostile statement by its limits at once, while the API answers others', async () => {
    const before = await paymentCount();
    const good = camt053('STMT-HOSTILE', [{ id: 'H-1', amount: '10.00', payer: 'x' }]);
    // 20,000 nested names in a debtor (180 KB): once, each closing tag scanned all that were open.
    const deep = good.replace('<Nm>x</Nm>', `${'<Nm>'.repeat(20_000)}x${'</Nm>'.repeat(20_000)}`);
    const [refused, catalogue] = await Promise.all([
      importStatement(deep, 'application/xml'),
      buyer.client.get('/api/products?limit=5'),
    ]);
    expect(catalogue.status).toBe(200);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.message).toMatch(/^line \d+: elements are nested more than 32 deep\./);

    const wordy = await importStatement(
      good.replace('<Nm>x</Nm>', `<Nm>${'x'.repeat(20_000)}</Nm>`),
      'application/xml',
    );
    expect(wordy.body.errors?.[0]?.message).toMatch(/an element holds more than 10,240 characters/);
    const manyTransactions = good.replace(
      /<NtryDtls>[\s\S]*<\/NtryDtls>/,
      `<NtryDtls>${'<TxDtls><Amt Ccy="USD">0.01</Amt></TxDtls>'.repeat(1_001)}</NtryDtls>`,
    );
    const crowded = await importStatement(manyTransactions, 'application/xml');
    expect(crowded.body.errors?.[0]?.message).toMatch(/an entry books more than 1,000 transactions/);
    const wideCsv = await importStatement(
      `id,date,amount,reference\nL-1,2026-12-01,10.00,${'x'.repeat(20_000)}\n`,
      'text/csv',
      '?format=csv&entryColumn=id&valueDateColumn=date&amountColumn=amount&referenceColumn=reference&defaultCurrency=USD',
    );
    expect(wideCsv.status).toBe(422);
    expect(await paymentCount()).toBe(before);
  });

  it('counts a line once when the day’s camt.054 and camt.053 both carry it without a bank reference', async () => {
    const order = await placeOrder(5); // 21.00
    await move(order.id, 'confirmed');
    const { reference } = (await orderOf(order.id)).payment;
    const entry = (
      amount: string,
      paying = true,
    ) => `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
      <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-03</Dt></BookgDt><ValDt><Dt>2026-12-03</Dt></ValDt>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Hamburg Roasters GmbH</Nm></Pty></Dbtr>
        <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf>${paying ? `<Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd>` : '<Ustrd>Samples</Ustrd>'}</RmtInf></TxDtls></NtryDtls></Ntry>`;
    // The notification of the credit in the day, then the day's statement, with another line first.
    const notification = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
      <BkToCstmrDbtCdtNtfctn><Ntfctn><Id>NTF-1</Id>${entry('21.00')}</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    const statement = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
      <BkToCstmrStmt><Stmt><Id>STMT-DAY</Id>${entry('5.00', false)}${entry('21.00')}</Stmt></BkToCstmrStmt></Document>`;
    expect((await importStatement(notification, 'application/xml')).body).toMatchObject({ matched: 1 });
    expect((await importStatement(statement, 'application/xml')).body).toMatchObject({ alreadyImported: 1 });
    expect((await orderOf(order.id)).payment).toMatchObject({ paid: '21.00' });
  });

  it('counts statements against the sender’s daily upload quota, and refuses past it', async () => {
    const sender = await signUp(api, 'vendor');
    const send = () => {
      const form = new FormData();
      form.append(
        'statement',
        new Blob([camt053('STMT-Q', [])], { type: 'application/xml' }),
        'statement.xml',
      );
      return sender.client.request<ProblemBody>('POST', '/api/payments/statements', {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      });
    };
    expect((await send()).status).toBe(200);
    const counted = await api.db.knex('uploads').where({ userId: sender.user.id }).select('name', 'bytes');
    expect(counted).toEqual([{ name: expect.stringMatching(/^statement\//), bytes: expect.any(Number) }]);
    expect(Number(counted[0]!.bytes)).toBe(Buffer.byteLength(camt053('STMT-Q', [])));
    // A day's 2 GB spent on other files: the next statement waits like any upload.
    await api.db
      .knex('uploads')
      .insert({ name: 'documents/spent.pdf', userId: sender.user.id, bytes: 2 * 1024 ** 3 });
    const refused = await send();
    expect([refused.status, refused.body.code]).toEqual([429, 'upload_quota_exceeded']);
  });

  it('takes statements only from a person whose email is confirmed', async () => {
    const unconfirmed = await signUp(api, 'vendor', {}, { confirmEmail: false });
    const form = new FormData();
    form.append('statement', new Blob([camt053('STMT-U', [])], { type: 'application/xml' }), 'statement.xml');
    const response = await unconfirmed.client.request<ProblemBody>('POST', '/api/payments/statements', {
      rawBody: form,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect([response.status, response.body.code]).toEqual([403, 'email_not_confirmed']);
  });

  it('imports a CSV statement by the columns named, and says which are missing', async () => {
    const order = await placeOrder(20); // 84.00
    await move(order.id, 'confirmed');
    const { reference } = (await orderOf(order.id)).payment;
    const csv = `Transaction,Booked,Amount,Currency,Details,Counterparty\nT-1,2026-12-01,"84.00",USD,Payment ${reference},Hamburg Roasters GmbH\nT-2,2026-12-01,-12.50,USD,Fees,Bank\n`;
    const missing = await importStatement(csv, 'text/csv', '?format=csv&amountColumn=Amount');
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.map((error) => error.field).sort()).toEqual([
      'currencyColumn',
      'entryColumn',
      'valueDateColumn',
    ]);
    const query =
      '?entryColumn=Transaction&valueDateColumn=Booked&amountColumn=Amount&currencyColumn=Currency&referenceColumn=Details&payerNameColumn=Counterparty';
    const imported = await importStatement(csv, 'text/csv', query);
    expect(imported.body).toEqual({ lines: 2, credits: 1, matched: 1, waiting: 0, alreadyImported: 0 });
    expect((await orderOf(order.id)).payment.state).toBe('paid');
    const badDate = await importStatement(csv.replace('T-2,2026-12-01', 'T-2,yesterday'), 'text/csv', query);
    expect(badDate.body.errors?.[0]?.message).toMatch(/^line 3: "Booked" must be a date/);
    // Without a currency column, every line is in the currency the query names.
    const second = await placeOrder(30); // 126.00
    await move(second.id, 'confirmed');
    const { reference: secondReference } = (await orderOf(second.id)).payment;
    const withoutCurrency = `Transaction,Booked,Amount,Details\nT-3,2026-12-02,126.00,${secondReference}\n`;
    const inDollars = await importStatement(
      withoutCurrency,
      'text/csv',
      '?entryColumn=Transaction&valueDateColumn=Booked&amountColumn=Amount&defaultCurrency=usd&referenceColumn=Details',
    );
    expect(inDollars.body).toEqual({ lines: 1, credits: 1, matched: 1, waiting: 0, alreadyImported: 0 });
    expect((await orderOf(second.id)).payment.state).toBe('paid');
  });

  it('records a payment by hand on the firm’s own sales only', async () => {
    const order = await placeOrder(50); // 210.00
    const body = {
      orderId: order.id,
      amount: '63',
      currency: 'usd',
      valueDate: '2026-12-01',
      method: 'letter_of_credit',
      reference: 'LC 4471',
    };
    const recorded = await vendor.client.post<Payment>('/api/payments', body);
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({
      amount: '63.00',
      currency: 'USD',
      method: 'letter_of_credit',
      source: 'manual',
    });
    expect((await orderOf(order.id)).payment).toMatchObject({ state: 'deposit_paid', paid: '63.00' });

    // A proof of payment is kept past the sweep of unused uploads; another person's is refused.
    const proof = await uploadAttachment(vendor.client, 'swift-copy.pdf');
    const withProof = await vendor.client.post<Payment>('/api/payments', {
      ...body,
      amount: '1',
      proofUrl: proof,
    });
    expect(withProof.status, withProof.text).toBe(201);
    const swept = await sweepUnusedUploads(api.db.knex, api.storage, new Date(Date.now() + 25 * 3_600_000));
    expect(swept).not.toContain(`documents/${proof.slice('/api/documents/'.length)}`);
    const othersProof = await uploadAttachment(buyer.client, 'not-yours.pdf');
    const refused = await vendor.client.post<ProblemBody>('/api/payments', {
      ...body,
      proofUrl: othersProof,
    });
    expect([refused.status, refused.body.errors?.[0]?.field]).toEqual([422, 'proofUrl']);

    const rival = await signUp(api, 'vendor');
    expect((await rival.client.post<ProblemBody>('/api/payments', body)).status).toBe(404);
    expect(
      (await vendor.client.post<ProblemBody>('/api/payments', { ...body, currency: 'EUR' })).body.errors,
    ).toEqual([expect.objectContaining({ field: 'currency' })]);
  });

  it('shows the supplier its receivables and the buyer its payables, overdue by age', async () => {
    await vendor.client.put('/api/company/payment-plan', {
      kind: 'net',
      days: 30,
      from: 'invoice',
      invoiceAt: 'confirmation',
    });
    const order = await placeOrder(30); // 126.00
    await move(order.id, 'confirmed');
    // Its invoice fell due 45 days ago.
    await api.db.knex.raw(`ALTER TABLE order_documents DISABLE TRIGGER order_documents_issued`);
    await api.db
      .knex('orderDocuments')
      .where({ orderId: order.id, kind: 'invoice' })
      .update({ dueDate: api.db.knex.raw(`current_date - 45`) });
    await api.db.knex.raw(`ALTER TABLE order_documents ENABLE TRIGGER order_documents_issued`);

    const receivables = await vendor.client.get<Receivables>('/api/receivables');
    expect(receivables.status).toBe(200);
    const line = receivables.body.orders.find((entry) => entry.orderId === order.id);
    expect(line).toMatchObject({
      currency: 'USD',
      daysOverdue: 45,
      payment: { state: 'overdue', outstanding: '126.00' },
    });
    const [totals, ...others] = receivables.body.totals;
    expect(others).toEqual([]);
    expect(totals?.currency).toBe('USD');
    expect(Number(totals?.aging.days31to60)).toBeGreaterThanOrEqual(126);
    expect(Number(totals?.overdue)).toBeGreaterThanOrEqual(126);
    const payables = await buyer.client.get<Receivables>('/api/payables');
    expect(payables.body.orders.find((entry) => entry.orderId === order.id)).toMatchObject({
      counterparty: 'Andes Coffee',
    });
    expect((await buyer.client.get('/api/receivables')).status).toBe(403);
  });

  it('reminds the buyer of an unpaid invoice on its due date and a week later, once each', async () => {
    await vendor.client.put('/api/company/payment-plan', {
      kind: 'net',
      days: 30,
      from: 'invoice',
      invoiceAt: 'confirmation',
    });
    const order = await placeOrder(40); // 168.00
    await move(order.id, 'confirmed');
    const invoice = await api.db
      .knex('orderDocuments')
      .where({ orderId: order.id, kind: 'invoice' })
      .first('id', 'series', 'number');
    const dueOn = async (daysAgo: number) => {
      await api.db.knex.raw(`ALTER TABLE order_documents DISABLE TRIGGER order_documents_issued`);
      await api.db
        .knex('orderDocuments')
        .where({ id: invoice.id })
        .update({ dueDate: api.db.knex.raw('current_date - ?::integer', [daysAgo]) });
      await api.db.knex.raw(`ALTER TABLE order_documents ENABLE TRIGGER order_documents_issued`);
    };
    const reminders = () =>
      api.db.knex('paymentReminders').where({ documentId: invoice.id }).orderBy('stage').pluck('stage');

    await dueOn(0);
    await remindUnpaidInvoices(api.db.knex);
    await remindUnpaidInvoices(api.db.knex);
    expect(await reminders()).toEqual(['due']);
    await dueOn(8);
    await remindUnpaidInvoices(api.db.knex);
    await remindUnpaidInvoices(api.db.knex);
    expect(await reminders()).toEqual(['due', 'overdue']);

    await api.startWorker();
    const number = `${invoice.series}-${String(invoice.number).padStart(6, '0')}`;
    const emails = await eventually(
      () => api.db.knex('emails').where('subject', 'like', `Invoice ${number} is %`).pluck('subject'),
      (subjects: string[]) => subjects.length === 2,
    );
    expect(emails.sort()).toEqual([`Invoice ${number} is 7 days overdue`, `Invoice ${number} is due today`]);
    await vendor.client.put('/api/company/payment-plan', { kind: 'prepayment' });
  });
});
