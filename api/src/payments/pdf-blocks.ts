import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { DocumentContent, DocumentParty } from './order-documents.contract.ts';
import { moneyText } from './money.contract.ts';

/** The parts every document RawEx draws is made of: A4, Noto Sans, parties, a table, payment. */

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

/** "USD 32,000.00", "-USD 150.00": amounts as documents print them. */
export const printedMoney = (currency: string, amount: string) => moneyText(amount, currency, 'code');

const partyLines = (party: DocumentParty) =>
  [
    party.legalName ?? party.name,
    party.legalName && party.legalName !== party.name ? `trading as ${party.name}` : null,
    party.address,
    party.country,
    party.taxId ? `VAT / tax id: ${party.taxId}` : null,
    party.registrationNumber ? `Registration: ${party.registrationNumber}` : null,
  ].filter((line): line is string => Boolean(line));

export interface TableColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

type BankTransferAccount = NonNullable<DocumentContent['bankAccount']>;

interface BankTransfer {
  account: BankTransferAccount | null;
  reference: string;
  /** Said instead of the account when the payee has given none. */
  missing: string;
  /** What quoting the reference does, in grey under it. */
  hint: string;
}

/** A document being drawn (`PdfWriter.open`); `finish()` ends it and answers its bytes. */
export class PdfWriter {
  private readonly document: PDFKit.PDFDocument;
  private readonly bytes: Promise<Buffer>;

  /**
   * pdfkit and its font engine are loaded with the first document drawn, not with the server:
   * they are a sixth of what a process would otherwise load at every start.
   */
  static async open(info: { title: string; author: string; createdAt: Date }): Promise<PdfWriter> {
    const { default: pdfkit } = await import('pdfkit');
    return new PdfWriter(pdfkit, info);
  }

  private constructor(pdfkit: typeof PDFDocument, info: { title: string; author: string; createdAt: Date }) {
    this.document = new pdfkit({
      size: 'A4',
      margin: MARGIN,
      info: { Title: info.title, Author: info.author, CreationDate: info.createdAt },
    });
    this.document.registerFont('regular', FONTS.regular);
    this.document.registerFont('bold', FONTS.bold);
    const chunks: Buffer[] = [];
    this.document.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise<Buffer>((resolve, reject) => {
      this.document.on('end', () => resolve(Buffer.concat(chunks)));
      this.document.on('error', reject);
    });
    this.document.fontSize(10);
  }

  /** The title, and the lines under it in grey. */
  heading(title: string, lines: string[]): this {
    this.document.font('bold').fontSize(20).text(title);
    this.document.font('regular').fontSize(10).fillColor(MUTED);
    for (const line of lines) this.document.text(line);
    this.document.fillColor('black').moveDown();
    return this;
  }

  /** Two firms side by side, each under its label ("Seller", "Buyer"). */
  parties(left: [string, DocumentParty], right: [string, DocumentParty]): this {
    const document = this.document;
    const top = document.y;
    const column = TEXT_WIDTH / 2 - 10;
    document.font('bold').text(left[0], MARGIN, top, { width: column });
    document.font('regular').text(partyLines(left[1]).join('\n'), { width: column });
    const leftBottom = document.y;
    document.font('bold').text(right[0], MARGIN + column + 20, top, { width: column });
    document.font('regular').text(partyLines(right[1]).join('\n'), { width: column });
    document.y = Math.max(leftBottom, document.y);
    document.x = MARGIN;
    document.moveDown();
    return this;
  }

  paragraph(lines: string[], { bold = false, muted = false } = {}): this {
    this.document
      .font(bold ? 'bold' : 'regular')
      .fillColor(muted ? MUTED : 'black')
      .text(lines.join('\n'), MARGIN, undefined, { width: TEXT_WIDTH });
    this.document.fillColor('black');
    return this;
  }

  space(): this {
    this.document.moveDown();
    return this;
  }

  /** A table with its header in bold, then `rows`, then `totals` in bold. Widths add up to TEXT_WIDTH. */
  table(columns: TableColumn[], rows: string[][], totals: string[][]): this {
    const document = this.document;
    const row = (cells: string[], bold: boolean) => {
      const y = document.y;
      document.font(bold ? 'bold' : 'regular');
      let bottom = y;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const { width, align } = columns[index]!;
        document.text(cell, x, y, { width: width - 5, align });
        bottom = Math.max(bottom, document.y);
        x += width;
      });
      document.x = MARGIN;
      document.y = bottom + 4;
    };
    row(
      columns.map((column) => column.label),
      true,
    );
    for (const cells of rows) row(cells, false);
    for (const cells of totals) row(cells, true);
    document.moveDown();
    return this;
  }

  /** Where to pay and what to quote, or what to do when the payee has given no account. */
  bankTransfer({ account, reference, missing, hint }: BankTransfer): this {
    this.paragraph(['Pay by bank transfer to'], { bold: true });
    if (account) {
      this.paragraph(
        [
          `Account holder: ${account.accountHolder}`,
          account.iban ? `IBAN: ${account.iban}` : `Account number: ${account.accountNumber}`,
          account.bic ? `BIC: ${account.bic}` : null,
          account.bankName ? `Bank: ${account.bankName}` : null,
          account.swift ? `SWIFT: ${account.swift}` : null,
        ].filter((line): line is string => Boolean(line)),
      );
      if (account.changedOn) {
        this.paragraph(
          [
            `The payee changed this account on ${account.changedOn}: before you pay, confirm it with them on a phone number you already know.`,
          ],
          { bold: true },
        );
      }
    } else {
      this.paragraph([missing]);
    }
    this.paragraph([`Payment reference: ${reference}`], { bold: true });
    return this.paragraph([hint], { muted: true });
  }

  finish(): Promise<Buffer> {
    this.document.end();
    return this.bytes;
  }
}
