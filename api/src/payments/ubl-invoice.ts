import { XMLBuilder } from 'fast-xml-parser';
import type { DocumentContent, DocumentParty, VatCurrency } from './order-documents.contract.ts';
import { atRate } from './money.contract.ts';
import { ORDER_DOCUMENT_VAT, vatCategory } from './vat-place.ts';

/** Peppol BIS Billing 3.0, which carries the EN 16931 core invoice. */
const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** UN/ECE Recommendation 20 codes of the units products are sold in; C62 (one) for the rest. */
const UNIT_CODES: Readonly<Record<string, string>> = {
  kg: 'KGM',
  g: 'GRM',
  t: 'TNE',
  ton: 'TNE',
  tonne: 'TNE',
  lb: 'LBR',
  l: 'LTR',
  m: 'MTR',
  'm²': 'MTK',
  'm³': 'MTQ',
  bbl: 'BLL',
  oz: 'APZ',
  MWh: 'MWH',
  bag: 'BG',
};

const money = (currency: string, amount: string) => ({ '#text': amount, '@currencyID': currency });
export { money as ublMoney };

/**
 * An e-invoice's VAT accounting currency (BT-6) and its VAT total in it (BT-111, BR-53): a second
 * tax total without subtotals (PEPPOL-EN16931-R054), at the rate the document kept. Nothing
 * without a rate kept, or for a document in its VAT's currency.
 */
export function ublVatCurrency(vatCurrency: VatCurrency | null | undefined, vat: string) {
  if (!vatCurrency?.rate) return { code: {}, totals: [] };
  return {
    code: { 'cbc:TaxCurrencyCode': vatCurrency.currency },
    totals: [{ 'cbc:TaxAmount': money(vatCurrency.currency, atRate(vat, vatCurrency.rate)) }],
  };
}

/** A firm as UBL's AccountingSupplierParty or AccountingCustomerParty says it. */
export const ublParty = (firm: DocumentParty) => ({
  'cac:Party': {
    'cac:PartyName': { 'cbc:Name': firm.name },
    'cac:PostalAddress': {
      ...(firm.address ? { 'cbc:StreetName': firm.address } : {}),
      'cac:Country': { 'cbc:IdentificationCode': firm.country ?? 'ZZ' },
    },
    ...(firm.taxId
      ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': firm.taxId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
      : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': firm.legalName ?? firm.name,
      ...(firm.registrationNumber ? { 'cbc:CompanyID': firm.registrationNumber } : {}),
    },
  },
});

/**
 * An invoice or a credit note as a UBL 2.1 e-invoice with the EN 16931 core (Peppol BIS Billing
 * 3.0): number, dates, both parties with their VAT ids, lines, payment means with the RF
 * reference and the IBAN, and totals — drawn from what the document said when it was issued.
 */
export function renderUblXml(content: DocumentContent): string {
  if (content.kind === 'proforma') throw new Error('A pro-forma is not an invoice: it has no e-invoice');
  const credit = content.kind === 'credit_note';
  const { currency } = content;
  const category = vatCategory(content);
  const vat = ORDER_DOCUMENT_VAT;
  const vatCurrency = ublVatCurrency(content.vatCurrency, vat);
  // Outside the scope of VAT (O) carries no rate (Peppol BR-O-05); every category here says why no VAT.
  const rate = category.id === 'O' ? {} : { 'cbc:Percent': '0' };
  const taxCategory = {
    'cbc:ID': category.id,
    ...rate,
    'cbc:TaxExemptionReason': category.reason,
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const dueDate = content.due.map((due) => due.dueDate).find((date) => date !== null);
  const account = content.bankAccount;
  return buildUblXml(credit ? 'CreditNote' : 'Invoice', {
    'cbc:ID': content.number,
    'cbc:IssueDate': content.issuedAt.slice(0, 10),
    ...(!credit && dueDate ? { 'cbc:DueDate': dueDate } : {}),
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? '381' : '380',
    'cbc:Note': content.paymentTerms,
    'cbc:DocumentCurrencyCode': currency,
    ...vatCurrency.code,
    'cbc:BuyerReference': content.order.poNumber ?? `Order ${content.order.number}`,
    'cac:OrderReference': { 'cbc:ID': content.order.poNumber ?? content.order.number },
    ...(content.refersTo
      ? { 'cac:BillingReference': { 'cac:InvoiceDocumentReference': { 'cbc:ID': content.refersTo } } }
      : {}),
    'cac:AccountingSupplierParty': ublParty(content.seller),
    'cac:AccountingCustomerParty': ublParty(content.buyer),
    ...(!credit
      ? {
          'cac:PaymentMeans': {
            // 58: SEPA credit transfer, to an IBAN; 30: any other credit transfer.
            'cbc:PaymentMeansCode': account?.iban ? '58' : '30',
            'cbc:PaymentID': content.paymentReference,
            ...(account
              ? {
                  'cac:PayeeFinancialAccount': {
                    'cbc:ID': (account.iban ?? account.accountNumber ?? '').replace(/\s/g, ''),
                    'cbc:Name': account.accountHolder,
                    ...(account.bic || account.swift
                      ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': account.bic ?? account.swift } }
                      : {}),
                  },
                }
              : {}),
          },
          'cac:PaymentTerms': { 'cbc:Note': content.paymentTerms },
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(currency, vat),
        'cac:TaxSubtotal': {
          'cbc:TaxableAmount': money(currency, content.total),
          'cbc:TaxAmount': money(currency, vat),
          'cac:TaxCategory': taxCategory,
        },
      },
      ...vatCurrency.totals,
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(currency, content.total),
      'cbc:TaxExclusiveAmount': money(currency, content.total),
      'cbc:TaxInclusiveAmount': money(currency, content.total),
      'cbc:PayableAmount': money(currency, content.total),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: content.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: {
        '#text': String(line.quantity),
        '@unitCode': UNIT_CODES[line.unit] ?? 'C62',
      },
      'cbc:LineExtensionAmount': money(currency, line.total),
      'cac:Item': {
        'cbc:Name': line.description,
        'cac:SellersItemIdentification': { 'cbc:ID': String(line.productId) },
        'cac:ClassifiedTaxCategory': {
          'cbc:ID': category.id,
          ...rate,
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      },
      'cac:Price': { 'cbc:PriceAmount': money(currency, line.unitPrice) },
    })),
  });
}

/**
 * A UBL invoice or credit note as XML, in the Peppol BIS Billing 3.0 customization: `body` holds
 * its elements from `cbc:ID` on, with `@` before an attribute's name and `#text` for a value.
 */
export function buildUblXml(root: 'Invoice' | 'CreditNote', body: Record<string, unknown>): string {
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    [root]: {
      '@xmlns': root === 'CreditNote' ? NAMESPACES.creditNote : NAMESPACES.invoice,
      '@xmlns:cac': NAMESPACES.cac,
      '@xmlns:cbc': NAMESPACES.cbc,
      'cbc:CustomizationID': CUSTOMIZATION_ID,
      'cbc:ProfileID': PROFILE_ID,
      ...body,
    },
  };
  return new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    format: true,
    suppressEmptyNode: true,
  }).build(document) as string;
}
