import { stillToCome } from './awaited-documents.ts';
import { printedCreditorReference } from './creditor-reference.ts';
import { DOCUMENT_TITLES, type DocumentContent } from './order-documents.contract.ts';
import { ORDER_DOCUMENT_VAT, vatCurrencyLines } from './vat-place.ts';
import { PdfWriter, printedMoney } from './pdf-blocks.ts';
import { formatQuantity } from '@rawex/format';

/**
 * Draws a document as a PDF (A4, in Noto Sans) from what it said when it was
 * issued, and nothing else: the same content always gives the same pages.
 */
export async function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const money = (amount: string) => printedMoney(content.currency, amount);
  const pdf = (
    await PdfWriter.open({
      title: `${DOCUMENT_TITLES[content.kind]} ${content.number}`,
      author: content.seller.legalName ?? content.seller.name,
      createdAt: new Date(content.issuedAt),
    })
  )
    .heading(DOCUMENT_TITLES[content.kind], [
      `No. ${content.number}   ·   Issued ${content.issuedAt.slice(0, 10)}   ·   Order #${content.order.number}`,
      ...(content.refersTo ? [`Corrects invoice ${content.refersTo}: the amounts below are credited.`] : []),
    ])
    .parties(['Seller', content.seller], ['Buyer', content.buyer])
    .paragraph(
      [
        `Order placed ${content.order.placedAt.slice(0, 10)}`,
        content.order.poNumber ? `Purchase order: ${content.order.poNumber}` : null,
        content.order.incoterm ? `Incoterm: ${content.order.incoterm}` : null,
        `Ship to: ${content.order.shippingAddress}`,
      ].filter((line): line is string => Boolean(line)),
    )
    .space()
    .table(
      [
        { label: 'Description', width: 250, align: 'left' },
        { label: 'Quantity', width: 65, align: 'right' },
        { label: 'Unit price', width: 85, align: 'right' },
        { label: 'Amount', width: 95, align: 'right' },
      ],
      content.lines.map((line) => [
        line.description,
        formatQuantity(line.quantity, line.unit),
        money(line.unitPrice),
        money(line.total),
      ]),
      [['Total', '', '', money(content.total)]],
    );
  const vatLines = vatCurrencyLines(content.vatCurrency, { ...content, vat: ORDER_DOCUMENT_VAT });
  if (vatLines.length > 0) pdf.paragraph(vatLines).space();
  pdf
    .paragraph(['Payment terms'], { bold: true })
    .paragraph([
      content.paymentTerms,
      ...content.due.map(
        (due) =>
          `${due.label}: ${money(due.amount)}, ${due.when}${due.dueDate ? ` (due ${due.dueDate})` : ''}`,
      ),
      ...(content.awaitedDocuments?.length ? [stillToCome(content.awaitedDocuments)] : []),
    ])
    .space();
  if (content.kind !== 'credit_note') {
    pdf.bankTransfer({
      account: content.bankAccount,
      reference: printedCreditorReference(content.paymentReference),
      missing: 'The seller has not given its bank details yet: ask it before paying.',
      hint: 'Quote this reference with your transfer, so it finds this order.',
    });
  }
  return pdf.finish();
}
