import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidField } from '../platform/errors/index.ts';
import { electronicCreditorReference, isValidCreditorReference } from './creditor-reference.ts';
import type { CsvColumns } from './payments.contract.ts';

/** One line of a bank statement, as the import matches it to an order. */
export interface StatementLine {
  /** The statement's own id of the line (the bank's reference), or its place in the statement. */
  entry: string;
  /** Money in (a credit) or out: only credits are payments received. */
  credit: boolean;
  /** A decimal string with two places. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  /** An ISO 11649 reference found in the line, electronic format; else null. */
  creditorReference: string | null;
  /** What the payer wrote, as it came. */
  remittance: string | null;
  payerName: string | null;
}

/** 422 naming where in the file the fault is: nothing of the statement is imported. */
const malformed = (where: string, problem: string) =>
  invalidField('statement', `${where}: ${problem}. Nothing was imported; correct the file and send it again`);

const RF_IN_TEXT = /\bRF\d{2}(?:\s?[A-Z0-9]){1,21}\b/gi;

/** The first valid RF reference in the payer's words, else null. */
function creditorReferenceIn(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    for (const candidate of String(text ?? '').match(RF_IN_TEXT) ?? []) {
      if (isValidCreditorReference(candidate)) return electronicCreditorReference(candidate);
    }
  }
  return null;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const toAmount = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

type XmlNode = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'object'
      ? text((value as XmlNode)['#text'])
      : String(value);
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as XmlNode)[key] : undefined),
    node,
  );

const xml = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
});

const CAMT = /urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.001\.\d{2}/;
const ENTRY_START = /<(?:[\w-]+:)?Ntry[\s>]/g;
const ENTRY_END = /<\/(?:[\w-]+:)?Ntry\s*>/g;
const lineCount = (chunk: string) => chunk.split('\n').length - 1;

/** The lines of one <Ntry>: itself, or each of its transactions when it books several at once. */
function entryLines(entry: XmlNode, key: string, where: string): StatementLine[] {
  const amountNode = at(entry, 'Amt');
  const amount = text(amountNode);
  const currency = text(at(amountNode, '@Ccy'));
  const indicator = text(at(entry, 'CdtDbtInd'));
  const valueDate =
    text(at(entry, 'ValDt', 'Dt')) ??
    text(at(entry, 'ValDt', 'DtTm')) ??
    text(at(entry, 'BookgDt', 'Dt')) ??
    text(at(entry, 'BookgDt', 'DtTm'));
  if (!amount || !AMOUNT.test(amount)) throw malformed(where, '<Amt> is missing or not an amount');
  if (!currency || !/^[A-Z]{3}$/.test(currency)) throw malformed(where, '<Amt> has no Ccy currency');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw malformed(where, '<CdtDbtInd> must be CRDT or DBIT');
  if (!valueDate) throw malformed(where, '<ValDt> or <BookgDt> is missing');

  const transactions = asArray(at(entry, 'NtryDtls') as XmlNode | XmlNode[]).flatMap((details) =>
    asArray(at(details, 'TxDtls') as XmlNode | XmlNode[]),
  );
  const describe = (transaction: XmlNode | undefined) => {
    const remittance =
      asArray(at(transaction, 'RmtInf', 'Ustrd') as unknown)
        .map(text)
        .filter(Boolean)
        .join(' ') || null;
    const structured = asArray(at(transaction, 'RmtInf', 'Strd') as XmlNode | XmlNode[]).map((strd) =>
      text(at(strd, 'CdtrRefInf', 'Ref')),
    );
    const payerName =
      text(at(transaction, 'RltdPties', 'Dbtr', 'Nm')) ??
      text(at(transaction, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ??
      null;
    return { remittance, creditorReference: creditorReferenceIn(...structured, remittance), payerName };
  };
  const base = { credit: indicator === 'CRDT', currency, valueDate: valueDate.slice(0, 10) };
  if (transactions.length <= 1) {
    return [{ entry: key, amount: toAmount(amount), ...base, ...describe(transactions[0]) }];
  }
  return transactions.map((transaction, index) => {
    const own = text(at(transaction, 'AmtDtls', 'TxAmt', 'Amt')) ?? text(at(transaction, 'Amt'));
    if (!own || !AMOUNT.test(own))
      throw malformed(where, `transaction ${index + 1} has no amount of its own`);
    const reference =
      text(at(transaction, 'Refs', 'AcctSvcrRef')) ?? text(at(transaction, 'Refs', 'EndToEndId'));
    return {
      entry: `${key}/${reference ?? index + 1}`,
      amount: toAmount(own),
      ...base,
      ...describe(transaction),
    };
  });
}

/**
 * The lines of an ISO 20022 camt.053 statement or camt.054 notification, read as the file streams
 * in: each <Ntry> is cut out and parsed on its own, so a statement of any size takes the memory of
 * one entry. A file that is not camt, or an entry that is malformed, fails naming its line.
 */
export async function* camtLines(input: Readable): AsyncGenerator<StatementLine> {
  let buffer = '';
  let bufferLine = 1;
  let header: string | undefined;
  let statementId = 'statement';
  let index = 0;
  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) {
    buffer += chunk;
    for (;;) {
      ENTRY_START.lastIndex = 0;
      const start = ENTRY_START.exec(buffer);
      if (!start) break;
      if (header === undefined) {
        header = buffer.slice(0, start.index);
        if (!CAMT.test(header)) {
          throw malformed(
            'line 1',
            'this is not an ISO 20022 camt.053 or camt.054 file (its Document namespace says neither)',
          );
        }
        statementId =
          /<(?:[\w-]+:)?Id>([^<]{1,70})<\//.exec(
            header.slice(header.search(/<(?:[\w-]+:)?(Stmt|Ntfctn)>/)),
          )?.[1] ?? statementId;
      }
      ENTRY_END.lastIndex = start.index;
      const end = ENTRY_END.exec(buffer);
      if (!end) break;
      const entryStart = bufferLine + lineCount(buffer.slice(0, start.index));
      const source = buffer.slice(start.index, end.index + end[0].length);
      index += 1;
      const where = `entry ${index} (line ${entryStart})`;
      const valid = XMLValidator.validate(source);
      if (valid !== true) {
        throw malformed(
          `line ${entryStart + valid.err.line - 1}`,
          `${valid.err.msg.replace(/\.$/, '')} (in entry ${index})`,
        );
      }
      const entry = (xml.parse(source) as XmlNode).Ntry as XmlNode;
      const key = text(entry.AcctSvcrRef) ?? text(entry.NtryRef) ?? `${statementId}:${index}`;
      yield* entryLines(entry, key, where);
      bufferLine += lineCount(buffer.slice(0, end.index + end[0].length));
      buffer = buffer.slice(end.index + end[0].length);
    }
  }
  if (header === undefined) {
    if (!CAMT.test(buffer))
      throw malformed(
        'line 1',
        'this is not an ISO 20022 camt.053 or camt.054 file (its Document namespace says neither)',
      );
    if (/<(?:[\w-]+:)?Ntry[\s>]/.test(buffer))
      throw malformed(`line ${bufferLine}`, 'an <Ntry> is not closed');
  } else if (/<(?:[\w-]+:)?Ntry[\s>]/.test(buffer)) {
    throw malformed(`line ${bufferLine}`, 'an <Ntry> is not closed');
  }
}

/** "1,234.56", "-1234.56" or "1234,56": the amount's sign says credit or debit. */
function csvAmount(raw: string, where: string): { amount: string; credit: boolean } {
  const trimmed = raw.trim().replace(/\s/g, '');
  const decimalComma = /^-?[\d.]*,\d{1,2}$/.test(trimmed);
  const normal = decimalComma ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  const credit = !normal.startsWith('-');
  const magnitude = normal.replace(/^[-+]/, '');
  if (!AMOUNT.test(magnitude)) throw malformed(where, `"${raw}" is not an amount`);
  return { amount: toAmount(magnitude), credit };
}

/**
 * The lines of a CSV statement, read as it streams, by the columns the caller names (headers of
 * its first row). The entry's id column keeps a second import of the same file from counting twice.
 */
export async function* csvLines(input: Readable, columns: CsvColumns): AsyncGenerator<StatementLine> {
  const parser = input.pipe(
    parseCsv({ columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: false }),
  );
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      line += 1;
      const where = `line ${line}`;
      if (line === 2) {
        const missing = Object.values(columns).filter((name) => name !== undefined && !(name in record));
        if (missing.length > 0)
          throw malformed('line 1', `no column named ${missing.map((name) => `"${name}"`).join(', ')}`);
      }
      const value = (column: string | undefined) =>
        column === undefined ? undefined : record[column] || undefined;
      const entry = value(columns.entry);
      const date = value(columns.valueDate);
      if (!entry) throw malformed(where, `"${columns.entry}" is empty`);
      if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date))
        throw malformed(where, `"${columns.valueDate}" must be a date like 2026-12-01`);
      const currency = (value(columns.currency) ?? columns.defaultCurrency ?? '').toUpperCase();
      if (!/^[A-Z]{3}$/.test(currency))
        throw malformed(where, 'the currency must be three letters, like USD');
      const remittance = value(columns.reference) ?? null;
      yield {
        entry,
        ...csvAmount(value(columns.amount) ?? '', where),
        currency,
        valueDate: date.slice(0, 10),
        creditorReference: creditorReferenceIn(remittance),
        remittance,
        payerName: value(columns.payerName) ?? null,
      };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw malformed(
        `line ${(error as { lines?: number }).lines ?? line}`,
        (error as Error).message.replace(/^Invalid Record Length: /, ''),
      );
    }
    throw error;
  }
}
