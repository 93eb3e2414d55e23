import { z } from 'zod';
import { timestampSchema } from '../platform/common.contract.ts';
import { bankAccountSchema } from './bank-accounts.contract.ts';
import { paymentPlanSchema } from './payment-plans.contract.ts';

/** What RawEx issues for an order, in the words documents use. */
export const DOCUMENT_KINDS = ['proforma', 'invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  proforma: 'Pro-forma invoice',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** A firm on a document, as it was when the document was issued. */
export const partySchema = z.object({
  name: z.string(),
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  taxId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
});
export type DocumentParty = z.infer<typeof partySchema>;

const dueSchema = z.object({
  label: z.string().meta({ example: 'Deposit (30%)' }),
  amount: z.string().meta({ example: '1350.00' }),
  when: z.string().meta({ example: 'before shipment' }),
  dueDate: z.iso
    .date()
    .nullable()
    .meta({ description: 'Null while it waits on an event (shipment, delivery).' }),
});

/** The account a document tells the buyer to pay into, as it was when the document was issued. */
export const payToSchema = bankAccountSchema
  .omit({ currency: true, updatedAt: true, payoutsHeldUntil: true, previousAccount: true })
  .extend({
    changedOn: z.iso.date().nullable().optional().meta({
      description:
        'The payee changed this account lately (its payouts are still held): confirm it with them before paying.',
    }),
  });

/** The currency a document's VAT is accounted in, when not its own, with the rate it kept. */
export const vatCurrencySchema = z
  .object({
    currency: z.string().length(3),
    rate: z.string().nullable().meta({
      description: 'What one unit of the document’s currency is worth in it; null: no rate kept by then.',
      example: '0.9234',
    }),
    rateDate: z.iso.date().nullable(),
    source: z.string().nullable().meta({ example: 'ECB' }),
  })
  .meta({
    description:
      'An EU sale in another currency than its VAT is accounted in: that currency, and the reference rate of the tax point (the latest kept on or before the day of issue), kept as issued.',
  });
export type VatCurrency = z.infer<typeof vatCurrencySchema>;

/** Everything a document says, frozen when it is issued: its PDF and e-invoice are drawn from it alone. */
export const documentContentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().meta({ example: 'INV-2026-000001' }),
  refersTo: z.string().nullable().meta({ description: 'A credit note’s invoice number.' }),
  issuedAt: timestampSchema,
  order: z.object({
    id: z.number().int(),
    number: z.string(),
    placedAt: timestampSchema,
    poNumber: z.string().nullable(),
    incoterm: z.string().nullable().meta({
      description: 'The rule agreed and its named place: `CIF Rotterdam (Incoterms 2020)`.',
    }),
    shippingAddress: z.string(),
  }),
  seller: partySchema,
  buyer: partySchema,
  lines: z.array(
    z.object({
      productId: z.number().int(),
      description: z.string(),
      quantity: z.number().int(),
      unit: z.string().meta({ example: 'kg' }),
      unitPrice: z.string(),
      total: z.string(),
    }),
  ),
  currency: z.string().length(3),
  total: z.string(),
  vatCurrency: vatCurrencySchema.nullable().optional(),
  paymentPlan: paymentPlanSchema,
  paymentTerms: z.string().meta({ example: '30% deposit, balance before shipment' }),
  due: z.array(dueSchema),
  /** A balance due against shipping documents: those still to present (or present again) when issued. */
  awaitedDocuments: z.array(z.string()).optional(),
  bankAccount: payToSchema.nullable(),
  paymentReference: z
    .string()
    .meta({ description: 'ISO 11649, to quote with the transfer.', example: 'RF18RX00000042' }),
});
export type DocumentContent = z.infer<typeof documentContentSchema>;

export const orderDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DOCUMENT_KINDS),
    number: z.string(),
    issuedAt: timestampSchema,
    currency: z.string(),
    total: z.string(),
    dueDate: z.iso.date().nullable(),
    pdfUrl: z.string().meta({ description: 'The PDF: only the two firms of the order may read it.' }),
    xmlUrl: z
      .string()
      .nullable()
      .meta({ description: 'An invoice’s or credit note’s UBL e-invoice; null for a pro-forma.' }),
  })
  .meta({ id: 'OrderDocument' });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
export const orderDocumentListSchema = z.array(orderDocumentSchema);

export const orderDocumentPathSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  documentId: z.coerce.number().int().positive(),
});
