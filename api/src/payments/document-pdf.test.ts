import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from './document-pdf.ts';
import type { DocumentContent } from './order-documents.contract.ts';

const party = (name: string, address: string, country: string): DocumentContent['seller'] => ({
  name,
  legalName: name,
  address,
  country,
  taxId: null,
  registrationNumber: null,
});

const invoice: DocumentContent = {
  kind: 'invoice',
  number: 'INV-2026-000042',
  refersTo: null,
  issuedAt: '2026-12-01T09:00:00.000Z',
  order: {
    id: 42,
    number: '000042',
    placedAt: '2026-11-28T09:00:00.000Z',
    poNumber: null,
    incoterm: 'FCA',
    shippingAddress: 'Đường Lê Lợi 12, Huế',
  },
  seller: party('ООО «Уралмет»', 'ул. Ленина 5, Екатеринбург', 'RU'),
  buyer: party('Łódź Metale Sp. z o.o.', 'ul. Piotrkowska 104, Łódź', 'PL'),
  lines: [
    {
      productId: 7,
      description: 'Никель катодный',
      quantity: 2,
      unit: 't',
      unitPrice: '16000.00',
      total: '32000.00',
    },
  ],
  currency: 'USD',
  total: '32000.00',
  paymentPlan: { kind: 'net', days: 30, from: 'invoice', invoiceAt: 'shipment' },
  paymentTerms: 'Net 30 days after invoice',
  due: [
    { label: 'Payment in full', amount: '32000.00', when: '30 days after invoice', dueDate: '2026-12-31' },
  ],
  bankAccount: null,
  paymentReference: 'RF18539007547034',
};

describe('a document’s PDF', () => {
  it('prints names and addresses in Cyrillic, Polish and Vietnamese as written', async () => {
    const pdf = await renderDocumentPdf(invoice);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const written of [
      'ООО «Уралмет»',
      'ул. Ленина 5, Екатеринбург',
      'Łódź Metale Sp. z o.o.',
      'Đường Lê Lợi 12, Huế',
      'Никель катодный',
      'INV-2026-000042',
    ]) {
      expect(text).toContain(written);
    }
  });
});
