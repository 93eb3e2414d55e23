import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { printedCreditorReference } from './creditor-reference.ts';
import { DOCUMENT_TITLES, type DocumentContent } from './order-documents.contract.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4, in points
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';

/**
 * Noto Sans, embedded (pdfkit keeps only the glyphs used): names and addresses in Latin, Greek,
 * Cyrillic or Vietnamese print as written, where the built-in Helvetica knows Latin-1 alone.
 */
const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);
const FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

const money = (currency: string, amount: string) =>
  `${currency} ${Number(amount) < 0 ? '-' : ''}${amount.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const partyLines = (party: DocumentContent['seller']) =>
  [
    party.legalName ?? party.name,
    party.legalName && party.legalName !== party.name ? `trading as ${party.name}` : null,
    party.address,
    party.country,
    party.taxId ? `VAT / tax id: ${party.taxId}` : null,
    party.registrationNumber ? `Registration: ${party.registrationNumber}` : null,
  ].filter((line): line is string => Boolean(line));

/**
 * Draws a document as a PDF (A4, in Noto Sans) from what it said when it was
 * issued, and nothing else: the same content always gives the same pages.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const issuedAt = new Date(content.issuedAt);
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${DOCUMENT_TITLES[content.kind]} ${content.number}`,
      Author: content.seller.legalName ?? content.seller.name,
      CreationDate: issuedAt,
    },
  });
  document.registerFont('regular', FONTS.regular);
  document.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('bold').fontSize(20).text(DOCUMENT_TITLES[content.kind]);
  document.font('regular').fontSize(10).fillColor(MUTED);
  document.text(
    `No. ${content.number}   ·   Issued ${content.issuedAt.slice(0, 10)}   ·   Order #${content.order.number}`,
  );
  if (content.refersTo)
    document.text(`Corrects invoice ${content.refersTo}: the amounts below are credited.`);
  document.fillColor('black').moveDown();

  const top = document.y;
  const column = TEXT_WIDTH / 2 - 10;
  document.font('bold').text('Seller', MARGIN, top, { width: column });
  document.font('regular').text(partyLines(content.seller).join('\n'), { width: column });
  const sellerBottom = document.y;
  document.font('bold').text('Buyer', MARGIN + column + 20, top, { width: column });
  document.font('regular').text(partyLines(content.buyer).join('\n'), { width: column });
  document.y = Math.max(sellerBottom, document.y);
  document.x = MARGIN;
  document.moveDown();

  const orderLines = [
    `Order placed ${content.order.placedAt.slice(0, 10)}`,
    content.order.poNumber ? `Purchase order: ${content.order.poNumber}` : null,
    content.order.incoterm ? `Incoterm: ${content.order.incoterm}` : null,
    `Ship to: ${content.order.shippingAddress}`,
  ].filter((line): line is string => Boolean(line));
  document.text(orderLines.join('\n'), { width: TEXT_WIDTH });
  document.moveDown();

  const columns = [
    { label: 'Description', x: MARGIN, width: 245, align: 'left' as const },
    { label: 'Quantity', x: MARGIN + 250, width: 60, align: 'right' as const },
    { label: 'Unit price', x: MARGIN + 315, width: 80, align: 'right' as const },
    { label: 'Amount', x: MARGIN + 400, width: 95, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = document.y;
    document.font(bold ? 'bold' : 'regular');
    let bottom = y;
    cells.forEach((cell, index) => {
      const { x, width, align } = columns[index]!;
      document.text(cell, x, y, { width, align });
      bottom = Math.max(bottom, document.y);
    });
    document.x = MARGIN;
    document.y = bottom + 4;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  for (const line of content.lines) {
    row([
      line.description,
      `${line.quantity.toLocaleString('en-US')} ${line.unit}`,
      money(content.currency, line.unitPrice),
      money(content.currency, line.total),
    ]);
  }
  row(['Total', '', '', money(content.currency, content.total)], true);
  document.moveDown();

  document.font('bold').text('Payment terms', MARGIN);
  document.font('regular').text(content.paymentTerms);
  for (const due of content.due) {
    document.text(
      `${due.label}: ${money(content.currency, due.amount)}, ${due.when}${due.dueDate ? ` (due ${due.dueDate})` : ''}`,
    );
  }
  document.moveDown();

  if (content.kind !== 'credit_note') {
    document.font('bold').text('Pay by bank transfer to');
    document.font('regular');
    const account = content.bankAccount;
    if (account) {
      document.text(
        [
          `Account holder: ${account.accountHolder}`,
          account.iban ? `IBAN: ${account.iban}` : `Account number: ${account.accountNumber}`,
          account.bic ? `BIC: ${account.bic}` : null,
          account.bankName ? `Bank: ${account.bankName}` : null,
          account.swift ? `SWIFT: ${account.swift}` : null,
        ]
          .filter((line): line is string => Boolean(line))
          .join('\n'),
      );
    } else {
      document.text('The seller has not given its bank details yet: ask it before paying.');
    }
    document.font('bold').text(`Payment reference: ${printedCreditorReference(content.paymentReference)}`);
    document
      .font('regular')
      .fillColor(MUTED)
      .text('Quote this reference with your transfer, so it finds this order.');
  }
  document.end();
  return finished;
}
