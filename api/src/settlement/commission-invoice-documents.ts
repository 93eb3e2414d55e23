import { formatOrderNumber } from '@rawex/format';
import {
  buildUblXml,
  EU_COUNTRIES,
  PdfWriter,
  printedMoney,
  ublMoney,
  ublParty,
  ublVatCurrency,
  vatCurrencyLines,
} from '../payments/index.ts';
import type { CommissionInvoice } from './settlement.contract.ts';

/** A commission invoice as a PDF, drawn from what it said when it was issued. */
export async function renderCommissionInvoicePdf(invoice: CommissionInvoice): Promise<Buffer> {
  const money = (amount: string) => printedMoney(invoice.currency, amount);
  const pdf = (
    await PdfWriter.open({
      title: `Commission invoice ${invoice.number}`,
      author: invoice.issuer.legalName ?? invoice.issuer.name,
      createdAt: new Date(invoice.issuedAt),
    })
  )
    .heading('Commission invoice', [
      `No. ${invoice.number}   ·   Issued ${invoice.issuedAt.slice(0, 10)}   ·   Orders received in ${invoice.month}`,
    ])
    .parties(['From', invoice.issuer], ['To', invoice.recipient])
    .table(
      [
        { label: 'Order', width: 125, align: 'left' },
        { label: 'Received', width: 70, align: 'left' },
        { label: 'Order total', width: 100, align: 'right' },
        { label: 'Commission', width: 100, align: 'right' },
        { label: 'Deducted', width: 100, align: 'right' },
      ],
      invoice.lines.map((line) => [
        `#${formatOrderNumber(line.orderId)}${line.protected ? ' (protected)' : ''}`,
        line.receivedAt.slice(0, 10),
        money(line.orderTotal),
        money(line.commission),
        money(line.deducted),
      ]),
      [
        ['Commission', '', '', money(invoice.net), ''],
        [`VAT ${invoice.vatPercent}%`, '', '', money(invoice.vat), ''],
        ['Total', '', '', money(invoice.total), money(invoice.deducted)],
        ['To pay', '', '', money(invoice.due), ''],
      ],
    )
    .paragraph(['Deducted: the commission already taken when protected orders were released to you.'], {
      muted: true,
    })
    .space();
  const vatLines = vatCurrencyLines(invoice.vatCurrency, invoice);
  if (vatLines.length > 0) pdf.paragraph(vatLines).space();
  if (Number(invoice.due) > 0) {
    pdf.bankTransfer({
      account: invoice.paymentAccount,
      reference: invoice.number,
      missing: `Ask ${invoice.issuer.name} where to pay before paying.`,
      hint: 'Quote this invoice number with your transfer.',
    });
  } else {
    pdf.paragraph(['Nothing to pay: the commission was deducted from your releases.'], { bold: true });
  }
  return pdf.finish();
}

/**
 * The VAT category of the operator's service (UNCL5305): standard rated (S) when it charges VAT,
 * reverse charge (AE) to a supplier in another EU country, otherwise outside its scope (O).
 */
function vatCategory(invoice: CommissionInvoice): { id: string; percent?: string; reason?: string } {
  if (Number(invoice.vatPercent) > 0) return { id: 'S', percent: invoice.vatPercent };
  const from = invoice.issuer.country;
  const to = invoice.recipient.country;
  if (from && to && from !== to && EU_COUNTRIES.has(from) && EU_COUNTRIES.has(to)) {
    return { id: 'AE', percent: '0', reason: 'Reverse charge' };
  }
  return { id: 'O', reason: 'Not subject to VAT' };
}

/**
 * A commission invoice as a UBL 2.1 e-invoice (Peppol BIS Billing 3.0): a line of commission per
 * order, the operator's VAT, and what releases already deducted as the prepaid amount.
 */
export function renderCommissionInvoiceUbl(invoice: CommissionInvoice): string {
  const { currency } = invoice;
  const category = vatCategory(invoice);
  const taxScheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const rate = category.percent === undefined ? {} : { 'cbc:Percent': category.percent };
  const account = invoice.paymentAccount;
  const vatCurrency = ublVatCurrency(invoice.vatCurrency, invoice.vat);
  return buildUblXml('Invoice', {
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.issuedAt.slice(0, 10),
    'cbc:InvoiceTypeCode': '380',
    'cbc:Note': `Marketplace commission on the orders received in ${invoice.month}`,
    'cbc:DocumentCurrencyCode': currency,
    ...vatCurrency.code,
    'cbc:BuyerReference': invoice.recipient.name,
    'cac:InvoicePeriod': {
      'cbc:StartDate': `${invoice.month}-01`,
      'cbc:EndDate': lastDayOf(invoice.month),
    },
    'cac:AccountingSupplierParty': ublParty(invoice.issuer),
    'cac:AccountingCustomerParty': ublParty(invoice.recipient),
    ...(account?.iban
      ? {
          'cac:PaymentMeans': {
            'cbc:PaymentMeansCode': '58',
            'cbc:PaymentID': invoice.number,
            'cac:PayeeFinancialAccount': {
              'cbc:ID': account.iban.replace(/\s/g, ''),
              'cbc:Name': account.accountHolder,
              ...(account.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': account.bic } } : {}),
            },
          },
        }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': ublMoney(currency, invoice.vat),
        'cac:TaxSubtotal': {
          'cbc:TaxableAmount': ublMoney(currency, invoice.net),
          'cbc:TaxAmount': ublMoney(currency, invoice.vat),
          'cac:TaxCategory': {
            'cbc:ID': category.id,
            ...rate,
            ...(category.reason ? { 'cbc:TaxExemptionReason': category.reason } : {}),
            ...taxScheme,
          },
        },
      },
      ...vatCurrency.totals,
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': ublMoney(currency, invoice.net),
      'cbc:TaxExclusiveAmount': ublMoney(currency, invoice.net),
      'cbc:TaxInclusiveAmount': ublMoney(currency, invoice.total),
      'cbc:PrepaidAmount': ublMoney(currency, invoice.deducted),
      'cbc:PayableAmount': ublMoney(currency, invoice.due),
    },
    'cac:InvoiceLine': invoice.lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': { '#text': '1', '@unitCode': 'C62' },
      'cbc:LineExtensionAmount': ublMoney(currency, line.commission),
      'cac:OrderLineReference': { 'cbc:LineID': formatOrderNumber(line.orderId) },
      'cac:Item': {
        'cbc:Name': `Commission on order #${formatOrderNumber(line.orderId)}`,
        'cac:ClassifiedTaxCategory': { 'cbc:ID': category.id, ...rate, ...taxScheme },
      },
      'cac:Price': { 'cbc:PriceAmount': ublMoney(currency, line.commission) },
    })),
  });
}

/** "2026-02" → "2026-02-28". */
const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).toISOString().slice(0, 10);
};
