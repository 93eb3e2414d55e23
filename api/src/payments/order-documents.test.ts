import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, ProblemBody } from '../contracts.ts';
import type { Product } from '../models.ts';
import {
  recordPaidInFull,
  letSecondStepGoStale,
  secondStepCode,
  seedCoffeeTrade,
  signUp,
  startSmtpInbox,
  startTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';
import { keepReferenceRates } from '../currencies/index.ts';
import { isValidCreditorReference } from './creditor-reference.ts';
import type { BankAccount } from './bank-accounts.contract.ts';
import type { OrderDocument } from './order-documents.contract.ts';
import type { OrderPayment } from './payments.contract.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';
const xml = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false });
const year = new Date().getUTCFullYear();

describe('an order’s documents and where it is paid', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let product: Product;

  const placeOrder = async (quantity = 10) => {
    await api.db.knex('cartItems').where({ userId: buyer.user.id }).delete();
    await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: product.id, quantity });
    const response = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, 20457 Hamburg',
    });
    expect(response.status).toBe(201);
    return response.body.orders[0]!.id;
  };
  const move = async (orderId: number, status: string) => {
    const response = await vendor.client.patch<ProblemBody>(`/api/orders/${orderId}`, { status });
    expect(response.status, response.text).toBe(200);
  };
  const documentsOf = async (client: SignedIn['client'], orderId: number) =>
    client.get<OrderDocument[]>(`/api/orders/${orderId}/documents`);
  const pdfOf = (client: SignedIn['client'], url: string) =>
    fetch(`${api.url}${url}`, { headers: { cookie: client.cookieHeader } });
  const pdfText = async (bytes: ArrayBuffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    return text;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({
      worker: true,
      events: {
        mail: { from: 'RawEx <billing@rawex.test>', smtpUrl: inbox.url },
        publicUrl: 'https://rawex.test',
      },
    });
    ({ owner: buyer, vendor, product } = await seedCoffeeTrade(api, 'documents-coffee'));
    expect(
      (
        await buyer.client.patch('/api/company', {
          name: 'Hamburg Roasters GmbH',
          legalName: 'Hamburg Roasters GmbH',
          registrationNumber: 'HRB 12345',
          taxId: 'DE136695976',
          country: 'DE',
          billingAddress: 'Kaiserkai 1, 20457 Hamburg',
          poNumberRequired: false,
          orderApprovalThreshold: null,
          shippingAddresses: [],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await vendor.client.patch('/api/company', {
          name: 'Andes Coffee',
          legalName: 'Andes Coffee S.A.S.',
          registrationNumber: null,
          taxId: '9001234567',
          country: 'CO',
          billingAddress: 'Carrera 43A 1-50, Medellín',
          poNumberRequired: false,
          orderApprovalThreshold: null,
          shippingAddresses: [],
        })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  describe('the supplier’s bank account', () => {
    it('refuses an IBAN whose check digits fail, naming the field, and keeps nothing', async () => {
      const response = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        accountHolder: 'Andes Coffee S.A.S.',
        iban: 'DE88 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        // The account is checked before any code is: a typo costs no code.
        code: '000000',
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'iban' })]);
      expect((await vendor.client.get('/api/company/bank-account')).status).toBe(404);
    });

    it('asks for the bank’s name and SWIFT code with an account number where there is no IBAN', async () => {
      const response = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        accountHolder: 'Andes Coffee S.A.S.',
        accountNumber: '001234567890',
        code: '000000',
      });
      expect(response.status).toBe(422);
      expect(response.body.errors?.map((error) => error.field).sort()).toEqual(['bankName', 'swift']);
    });

    it('records a valid IBAN only from an owner with a fresh second step, in the audit trail', async () => {
      const body = {
        accountHolder: 'Andes Coffee S.A.S.',
        iban: 'de89370400440532013000',
        bic: 'cobadeffxxx',
      };
      // An owner of a selling firm sets up a second step before anything else.
      const unprotected = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        ...body,
        code: '000000',
      });
      expect([unprotected.status, unprotected.body.code]).toEqual([403, 'second_step_required']);
      const code = await secondStepCode(vendor);
      await letSecondStepGoStale(api, vendor);
      const noCode = await vendor.client.put<ProblemBody>('/api/company/bank-account', body);
      expect([noCode.status, noCode.body.code]).toEqual([403, 'second_step_not_recent']);
      const wrongCode = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        ...body,
        code: '000000',
      });
      expect([wrongCode.status, wrongCode.body.code]).toEqual([401, 'invalid_second_step']);
      const badHolder = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        ...body,
        accountHolder: 'Café Andino S.A.S.',
        code,
      });
      expect([badHolder.status, badHolder.body.errors?.[0]?.field]).toEqual([422, 'accountHolder']);
      const foreignBic = await vendor.client.put<ProblemBody>('/api/company/bank-account', {
        ...body,
        bic: 'ABNANL2A',
        code,
      });
      expect(foreignBic.body.errors?.[0]).toMatchObject({
        field: 'bic',
        message: expect.stringMatching(/in NL, but the IBAN .* in DE/),
      });

      const response = await vendor.client.put<BankAccount>('/api/company/bank-account', { ...body, code });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ iban: IBAN, bic: 'COBADEFFXXX', payoutsHeldUntil: null });
      expect(await vendor.client.get('/api/company/bank-account')).toMatchObject({
        status: 200,
        body: { iban: IBAN },
      });
      const audit = await api.db
        .knex('auditEvents')
        .where({ action: 'company.bank_account_changed', subjectId: vendor.user.id })
        .first('details');
      expect(audit?.details).toMatchObject({ before: null, after: { iban: IBAN } });
      // A buying firm records its own account (for refunds), never the supplier's.
      const buyersOwn = await buyer.client.put<BankAccount>('/api/company/bank-account', {
        accountHolder: 'Hamburg Roasters GmbH',
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
      });
      expect(buyersOwn.status, buyersOwn.text).toBe(200);
      expect((await vendor.client.get<BankAccount>('/api/company/bank-account')).body.iban).toBe(IBAN);
    });

    it('holds payouts to a changed account for 72 hours, says so on documents, and lets an owner undo it', async () => {
      const changed = await vendor.client.put<BankAccount>('/api/company/bank-account', {
        accountHolder: 'Andes Coffee S.A.S.',
        iban: 'GB33BUKB20201555555555',
        bic: 'BUKBGB22',
        code: await secondStepCode(vendor),
      });
      expect(changed.status, changed.text).toBe(200);
      const heldFor = new Date(changed.body.payoutsHeldUntil!).getTime() - Date.now();
      expect(heldFor).toBeGreaterThan(71.9 * 3_600_000);
      expect(heldFor).toBeLessThanOrEqual(72 * 3_600_000);
      expect(changed.body.previousAccount).toMatchObject({ iban: IBAN });
      const [notice] = await inbox.waitFor(
        (mail) =>
          mail.subject === 'Your firm’s bank account on RawEx was changed' &&
          /wait until/.test(mail.text ?? ''),
      );
      expect(notice!.text).toMatch(/cancel it on your firm’s page/);

      // A pro-forma issued meanwhile names the new account and says it changed.
      const orderId = await placeOrder();
      await move(orderId, 'confirmed');
      const [proforma] = (await documentsOf(buyer.client, orderId)).body;
      const text = await pdfText(await (await pdfOf(buyer.client, proforma!.pdfUrl)).arrayBuffer());
      expect(text).toMatch(/GB33 BUKB 2020 1555 5555 55/);
      expect(text).toMatch(/The payee changed this account on \d{4}-\d{2}-\d{2}: before you pay, confirm it/);

      const cancelled = await vendor.client.post<BankAccount>('/api/company/bank-account/cancel-change', {});
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.body).toMatchObject({ iban: IBAN, payoutsHeldUntil: null, previousAccount: null });
      const again = await vendor.client.post<ProblemBody>('/api/company/bank-account/cancel-change', {});
      expect([again.status, again.body.code]).toEqual([409, 'no_bank_account_change_held']);
    });
  });

  describe('documents', () => {
    it('issues a pro-forma at confirmation, with both firms, the lines, the IBAN and a valid RF reference', async () => {
      const orderId = await placeOrder(250);
      expect((await documentsOf(buyer.client, orderId)).body).toEqual([]);
      // As an order placed on a CIF Hamburg quote carries its terms.
      await api.db
        .knex('orders')
        .where({ id: orderId })
        .update({ incoterm: 'CIF', incotermPlace: 'Hamburg' });
      await move(orderId, 'confirmed');

      const { status, body: documents } = await documentsOf(buyer.client, orderId);
      expect(status).toBe(200);
      expect(documents).toEqual([
        expect.objectContaining({
          kind: 'proforma',
          number: expect.stringMatching(new RegExp(`^PRO-${year}-\\d{6}$`)),
          total: '1050.00',
          currency: 'USD',
        }),
      ]);
      const order = await api.db.knex('orders').where({ id: orderId }).first('paymentReference');
      expect(isValidCreditorReference(order.paymentReference)).toBe(true);

      const pdf = await pdfOf(buyer.client, documents[0]!.pdfUrl);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(await pdf.arrayBuffer());
      for (const expected of [
        'Pro-forma invoice',
        documents[0]!.number,
        'Andes Coffee S.A.S.',
        'Hamburg Roasters GmbH',
        'Arabica coffee, green',
        'USD 1,050.00',
        'Payment in full before shipment',
        'Incoterm: CIF Hamburg (Incoterms 2020)',
        `IBAN: ${IBAN}`,
        order.paymentReference.slice(0, 4),
      ]) {
        expect(text).toContain(expected);
      }
      expect(text.replace(/\s/g, '')).toContain(order.paymentReference);
      expect((await pdfOf(vendor.client, documents[0]!.pdfUrl)).status).toBe(200);

      // The order itself says where to pay, as the pro-forma does: no need to open the PDF.
      const orders = await buyer.client.get<{ id: number; payment: OrderPayment }[]>(
        `/api/orders?buyerId=${buyer.user.id}`,
      );
      expect(orders.body.find((listed) => listed.id === orderId)?.payment).toMatchObject({
        payTo: { accountHolder: 'Andes Coffee S.A.S.', iban: IBAN },
        dueDate: null,
        outstanding: '1050.00',
      });

      // The buyer is emailed how to pay, with the pro-forma attached: the same document.
      const [mail] = await inbox.waitFor(
        (sent) =>
          sent.subject ===
          `Pro-forma invoice ${documents[0]!.number} for order #${String(orderId).padStart(6, '0')}`,
      );
      expect(JSON.stringify(mail!.to)).toContain(buyer.user.email);
      expect(mail!.text).toContain(IBAN);
      expect(mail!.attachments).toEqual([
        expect.objectContaining({ filename: `${documents[0]!.number}.pdf`, contentType: 'application/pdf' }),
      ]);
      const attached = mail!.attachments[0]!.content;
      expect(
        await pdfText(
          attached.buffer.slice(
            attached.byteOffset,
            attached.byteOffset + attached.byteLength,
          ) as ArrayBuffer,
        ),
      ).toBe(text);
    });

    it('hides every document from a stranger, an administrator of RawEx included', async () => {
      const orderId = await placeOrder();
      await move(orderId, 'confirmed');
      const [proforma] = (await documentsOf(vendor.client, orderId)).body;
      const stranger = await signUp(api, 'buyer');
      expect((await documentsOf(stranger.client, orderId)).status).toBe(404);
      expect((await pdfOf(stranger.client, proforma!.pdfUrl)).status).toBe(404);
      const otherOrderUrl = proforma!.pdfUrl.replace(`/orders/${orderId}/`, `/orders/${orderId + 100_000}/`);
      expect((await pdfOf(buyer.client, otherOrderUrl)).status).toBe(404);
    });

    it('invoices at shipment, and credits a cancelled invoice next in the same series, with no gap', async () => {
      const shipped = await placeOrder();
      await move(shipped, 'confirmed');
      await recordPaidInFull(vendor, shipped);
      await move(shipped, 'shipped');
      const invoice = (await documentsOf(buyer.client, shipped)).body.find(
        (document) => document.kind === 'invoice',
      );
      expect(invoice?.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));

      // A plan that invoices at confirmation, with a note of the supplier's, then a cancellation of the confirmed order.
      const netPlan = await vendor.client.put('/api/company/payment-plan', {
        kind: 'net',
        days: 30,
        from: 'invoice',
        invoiceAt: 'confirmation',
        note: 'Via Deutsche Bank',
      });
      expect(netPlan.status, netPlan.text).toBe(200);
      const cancelled = await placeOrder();
      await move(cancelled, 'confirmed');
      await move(cancelled, 'cancelled');
      const documents = (await documentsOf(buyer.client, cancelled)).body;
      expect(documents.map((document) => document.kind)).toEqual(['proforma', 'invoice', 'credit_note']);
      const sequence = (number: string) => Number(number.slice(-6));
      expect(sequence(documents[1]!.number)).toBe(sequence(invoice!.number) + 1);
      expect(sequence(documents[2]!.number)).toBe(sequence(invoice!.number) + 2);
      expect(documents[1]!.dueDate).toBe(
        new Date(Date.parse(documents[1]!.issuedAt) + 30 * 86_400_000).toISOString().slice(0, 10),
      );
      // The order says by when, as its invoice does.
      const listed = await buyer.client.get<{ id: number; payment: OrderPayment }[]>(
        `/api/orders?buyerId=${buyer.user.id}`,
      );
      expect(listed.body.find((order) => order.id === cancelled)?.payment.dueDate).toBe(
        documents[1]!.dueDate,
      );
      const text = await pdfText(await (await pdfOf(buyer.client, documents[2]!.pdfUrl)).arrayBuffer());
      expect(text).toContain(`Corrects invoice ${documents[1]!.number}`);

      // The invoice's e-invoice says what its PDF says; the credit note's refers to the invoice.
      const invoiceXml = xml.parse(await (await pdfOf(buyer.client, documents[1]!.xmlUrl!)).text()).Invoice;
      const invoicePdf = await pdfText(await (await pdfOf(buyer.client, documents[1]!.pdfUrl)).arrayBuffer());
      expect(invoiceXml).toMatchObject({
        CustomizationID: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
        ID: documents[1]!.number,
        IssueDate: documents[1]!.issuedAt.slice(0, 10),
        DueDate: documents[1]!.dueDate,
        InvoiceTypeCode: '380',
        DocumentCurrencyCode: 'USD',
        AccountingSupplierParty: {
          Party: {
            PartyTaxScheme: { CompanyID: '9001234567' },
            PartyLegalEntity: { RegistrationName: 'Andes Coffee S.A.S.' },
          },
        },
        AccountingCustomerParty: {
          Party: {
            PartyTaxScheme: { CompanyID: 'DE136695976' },
            PartyLegalEntity: { RegistrationName: 'Hamburg Roasters GmbH' },
          },
        },
        PaymentMeans: { PaymentMeansCode: '58', PayeeFinancialAccount: { ID: IBAN.replace(/\s/g, '') } },
        PaymentTerms: { Note: 'Net 30 days after invoice; Via Deutsche Bank' },
        InvoiceLine: {
          InvoicedQuantity: { '#text': '10', '@_unitCode': 'KGM' },
          LineExtensionAmount: { '#text': '42.00', '@_currencyID': 'USD' },
          Item: { Name: 'Arabica coffee, green' },
          Price: { PriceAmount: { '#text': '4.20' } },
        },
        LegalMonetaryTotal: { PayableAmount: { '#text': documents[1]!.total } },
      });
      for (const shown of [
        documents[1]!.number,
        'DE136695976',
        '9001234567',
        '10 kg',
        'USD 4.20',
        `USD ${documents[1]!.total}`,
        'Net 30 days after invoice; Via Deutsche Bank',
      ]) {
        expect(invoicePdf).toContain(shown);
      }
      const creditXml = xml.parse(await (await pdfOf(buyer.client, documents[2]!.xmlUrl!)).text()).CreditNote;
      expect(creditXml).toMatchObject({
        ID: documents[2]!.number,
        CreditNoteTypeCode: '381',
        BillingReference: { InvoiceDocumentReference: { ID: documents[1]!.number } },
      });
      expect(documents[0]!.xmlUrl).toBeNull();
      const proformaXml = documents[0]!.pdfUrl.replace(/pdf$/, 'xml');
      expect((await pdfOf(buyer.client, proformaXml)).status).toBe(404);
      const stranger = await signUp(api, 'vendor');
      expect((await pdfOf(stranger.client, documents[1]!.xmlUrl!)).status).toBe(404);
      await api.db
        .knex('companies')
        .where({ id: vendor.user.id })
        .update({
          paymentPlan: JSON.stringify({ kind: 'prepayment', invoiceAt: 'shipment' }),
        });
    });

    it('never changes or deletes an issued document', async () => {
      const orderId = await placeOrder();
      await move(orderId, 'confirmed');
      const [proforma] = (await documentsOf(buyer.client, orderId)).body;
      await expect(
        api.db.knex('orderDocuments').where({ id: proforma!.id }).update({ total: '1.00' }),
      ).rejects.toThrow(/never changed or deleted/);
      // Its number too, which the commit gave it once.
      for (const number of [null, 999_999]) {
        await expect(
          api.db.knex('orderDocuments').where({ id: proforma!.id }).update({ number }),
        ).rejects.toThrow(/never changed or deleted/);
      }
      await expect(api.db.knex('orderDocuments').where({ id: proforma!.id }).delete()).rejects.toThrow(
        /never changed or deleted/,
      );
    });

    it('numbers documents issued from 16 connections at once without a gap or a repeat', async () => {
      const orders: number[] = [];
      for (let index = 0; index < 16; index += 1) orders.push(await placeOrder(1));
      const before = await api.db
        .knex('documentCounters')
        .where({ issuer: vendor.user.id, series: `PRO-${year}` })
        .first('lastNumber');
      await Promise.all(orders.map((orderId) => move(orderId, 'confirmed')));
      const numbers = (
        await api.db
          .knex('orderDocuments')
          .whereIn('orderId', orders)
          .where({ kind: 'proforma' })
          .select('number')
      ).map((row: { number: number }) => row.number);
      const first = Number(before.lastNumber) + 1;
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => first + index));
    });

    it('states an EU sale’s VAT in the currency it is kept in, at the rate kept when issued (BT-6, BT-111)', async () => {
      // A Dutch supplier invoicing a German buyer in dollars: an intra-community supply, its VAT kept in euros.
      await vendor.client.patch('/api/company', { country: 'NL', taxId: 'NL004495445B01' });
      expect(
        (
          await vendor.client.put('/api/company/payment-plan', {
            kind: 'net',
            days: 30,
            from: 'invoice',
            invoiceAt: 'confirmation',
          })
        ).status,
      ).toBe(200);
      // With no rate kept yet, the invoice says so, and its e-invoice states no VAT currency.
      const unrated = await placeOrder(10);
      await move(unrated, 'confirmed');
      const bare = (await documentsOf(buyer.client, unrated)).body.find(
        (document) => document.kind === 'invoice',
      )!;
      const bareXml = await (await pdfOf(buyer.client, bare.xmlUrl!)).text();
      expect(bareXml).not.toContain('TaxCurrencyCode');
      expect(await pdfText(await (await pdfOf(buyer.client, bare.pdfUrl)).arrayBuffer())).toContain(
        'VAT is accounted in EUR; no reference rate from USD was kept on or before',
      );

      // The ECB's rate of yesterday: 1 EUR = 1.0842 USD, so 1 USD = 0.9223390518 EUR.
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await keepReferenceRates(api.db.knex, [{ date: yesterday, currency: 'USD', rate: '1.0842' }]);
      const orderId = await placeOrder(10);
      await move(orderId, 'confirmed');
      const invoice = (await documentsOf(buyer.client, orderId)).body.find(
        (document) => document.kind === 'invoice',
      )!;
      expect(invoice).toMatchObject({ currency: 'USD', total: '42.00' });
      const text = await (await pdfOf(buyer.client, invoice.xmlUrl!)).text();
      const ubl = xml.parse(text).Invoice;
      // BT-6 differs from BT-5 (PEPPOL-EN16931-R005); BR-53: with BT-6, BT-111, the VAT total in it,
      // in a second tax total without subtotals (PEPPOL-EN16931-R053, R054).
      expect(ubl.DocumentCurrencyCode).toBe('USD');
      expect(ubl.TaxCurrencyCode).toBe('EUR');
      expect(ubl.TaxTotal).toEqual([
        expect.objectContaining({
          TaxAmount: { '#text': '0.00', '@_currencyID': 'USD' },
          TaxSubtotal: expect.objectContaining({
            TaxCategory: expect.objectContaining({ ID: 'K', TaxExemptionReason: 'Intra-community supply' }),
          }),
        }),
        { TaxAmount: { '#text': '0.00', '@_currencyID': 'EUR' } },
      ]);
      // In UBL's order: the tax currency right after the document's.
      expect(text).toMatch(/<\/cbc:DocumentCurrencyCode>\s*<cbc:TaxCurrencyCode>EUR</);
      const first = await (await pdfOf(buyer.client, invoice.pdfUrl)).arrayBuffer();
      expect(await pdfText(first.slice(0))).toContain(
        `VAT is accounted in EUR: USD 1 = EUR 0.9223390518, the ECB reference rate of ${yesterday}.`,
      );
      expect(await pdfText(first.slice(0))).toContain('Total at that rate: EUR 38.74; VAT: EUR 0.00.');

      // Rates kept later change nothing issued: the same document, the same bytes.
      const today = new Date().toISOString().slice(0, 10);
      if (today !== yesterday)
        await keepReferenceRates(api.db.knex, [{ date: today, currency: 'USD', rate: '1.2000' }]);
      const again = await (await pdfOf(buyer.client, invoice.pdfUrl)).arrayBuffer();
      expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
      expect(await (await pdfOf(buyer.client, invoice.xmlUrl!)).text()).toBe(text);
    });
  });
});
