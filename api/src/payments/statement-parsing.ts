import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { SaxesParser } from 'saxes';
import { AppError, invalidField } from '../platform/errors/index.ts';
import { electronicCreditorReference, isValidCreditorReference } from './creditor-reference.ts';
import { withCents } from './money.ts';
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
  /** The payer's own id of the transfer (camt's EndToEndId): a payout of ours carries its own. */
  endToEndId: string | null;
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

const CAMT = /^urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.001\.\d{2}$/;
const NOT_CAMT = 'this is not an ISO 20022 camt.053 or camt.054 file (its Document namespace says neither)';

/** What a transaction of an entry says, as the parser meets it. */
interface TransactionFields {
  amount?: string;
  reference?: string;
  payerName?: string;
  endToEndId?: string;
  remittance: string[];
  structured: string[];
}

/** What an <Ntry> says, as the parser meets it. */
interface EntryFields {
  line: number;
  amount?: string;
  currency?: string;
  indicator?: string;
  valueDate?: string;
  bookingDate?: string;
  accountServicerReference?: string;
  entryReference?: string;
  transactions: TransactionFields[];
}

/** The lines of one <Ntry>: itself, or each of its transactions when it books several at once. */
function entryLines(entry: EntryFields, key: string, where: string): StatementLine[] {
  const { amount, currency, indicator } = entry;
  const valueDate = entry.valueDate ?? entry.bookingDate;
  if (!amount || !AMOUNT.test(amount)) throw malformed(where, '<Amt> is missing or not an amount');
  if (!currency || !/^[A-Z]{3}$/.test(currency)) throw malformed(where, '<Amt> has no Ccy currency');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw malformed(where, '<CdtDbtInd> must be CRDT or DBIT');
  if (!valueDate) throw malformed(where, '<ValDt> or <BookgDt> is missing');
  const describe = (transaction: TransactionFields | undefined) => {
    const remittance = transaction?.remittance.join(' ') || null;
    return {
      remittance,
      creditorReference: creditorReferenceIn(...(transaction?.structured ?? []), remittance),
      payerName: transaction?.payerName ?? null,
      endToEndId:
        transaction?.endToEndId && transaction.endToEndId !== 'NOTPROVIDED' ? transaction.endToEndId : null,
    };
  };
  const base = { credit: indicator === 'CRDT', currency, valueDate: valueDate.slice(0, 10) };
  if (entry.transactions.length <= 1) {
    return [{ entry: key, amount: withCents(amount), ...base, ...describe(entry.transactions[0]) }];
  }
  return entry.transactions.map((transaction, index) => {
    if (!transaction.amount || !AMOUNT.test(transaction.amount)) {
      throw malformed(where, `transaction ${index + 1} has no amount of its own`);
    }
    return {
      entry: `${key}/${transaction.reference ?? index + 1}`,
      amount: withCents(transaction.amount),
      ...base,
      ...describe(transaction),
    };
  });
}

/** An element's name without its namespace prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The lines of an ISO 20022 camt.053 statement or camt.054 notification, read as the file streams
 * in through a SAX parser (saxes): a statement of any size takes the memory of one entry, and a
 * file that is not well-formed XML, not camt, or has a malformed entry fails naming its line.
 */
export async function* camtLines(input: Readable): AsyncGenerator<StatementLine> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  let text = '';
  let rootChecked = false;
  let statementId = 'statement';
  let index = 0;
  let entry: EntryFields | undefined;
  let transaction: TransactionFields | undefined;
  let ready: StatementLine[] = [];

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (!rootChecked) {
      rootChecked = true;
      const namespaces = Object.entries(tag.attributes)
        .filter(([attribute]) => attribute === 'xmlns' || attribute.startsWith('xmlns:'))
        .map(([, value]) => String(value));
      if (name !== 'Document' || !namespaces.some((namespace) => CAMT.test(namespace))) {
        throw malformed(`line ${parser.line}`, NOT_CAMT);
      }
    }
    path.push(name);
    text = '';
    if (name === 'Ntry' && !entry) entry = { line: parser.line, transactions: [] };
    else if (name === 'TxDtls' && entry) {
      transaction = { remittance: [], structured: [] };
      entry.transactions.push(transaction);
    } else if (name === 'Amt' && entry && path.at(-2) === 'Ntry') {
      entry.currency = String(tag.attributes.Ccy ?? '') || undefined;
    }
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', () => {
    const name = path.pop()!;
    const parent = path.at(-1);
    const value = text.trim();
    text = '';
    if (!entry) {
      if (name === 'Id' && (parent === 'Stmt' || parent === 'Ntfctn')) statementId = value || statementId;
      return;
    }
    if (name === 'Ntry') {
      index += 1;
      const key = entry.accountServicerReference ?? entry.entryReference ?? `${statementId}:${index}`;
      ready.push(...entryLines(entry, key, `entry ${index} (line ${entry.line})`));
      entry = undefined;
      transaction = undefined;
      return;
    }
    if (parent === 'Ntry') {
      if (name === 'Amt') entry.amount = value;
      else if (name === 'CdtDbtInd') entry.indicator = value;
      else if (name === 'AcctSvcrRef') entry.accountServicerReference = value;
      else if (name === 'NtryRef') entry.entryReference = value;
    } else if ((name === 'Dt' || name === 'DtTm') && (parent === 'ValDt' || parent === 'BookgDt')) {
      if (path.at(-2) === 'Ntry') {
        if (parent === 'ValDt') entry.valueDate ??= value;
        else entry.bookingDate ??= value;
      }
    } else if (transaction) {
      if (name === 'Amt' && (parent === 'TxDtls' || parent === 'TxAmt')) transaction.amount = value;
      else if ((name === 'AcctSvcrRef' || name === 'EndToEndId') && parent === 'Refs') {
        transaction.reference ??= value;
        if (name === 'EndToEndId') transaction.endToEndId = value;
      } else if (name === 'Nm' && path.includes('Dbtr')) transaction.payerName ??= value;
      else if (name === 'Ustrd' && parent === 'RmtInf') transaction.remittance.push(value);
      else if (name === 'Ref' && parent === 'CdtrRefInf') transaction.structured.push(value);
    }
  });

  const read = (work: () => void) => {
    try {
      work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      // saxes says "line:column: problem" (after the file's name, when it has one); the line is
      // what a person needs, and it is said once.
      const problem = (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, '');
      throw malformed(`line ${parser.line}`, problem.replace(/\.$/, ''));
    }
  };
  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) {
    read(() => parser.write(chunk));
    yield* ready;
    ready = [];
  }
  read(() => parser.close());
  if (!rootChecked) throw malformed('line 1', NOT_CAMT);
  yield* ready;
}

/** "1,234.56", "-1234.56" or "1234,56": the amount's sign says credit or debit. */
function csvAmount(raw: string, where: string): { amount: string; credit: boolean } {
  const trimmed = raw.trim().replace(/\s/g, '');
  const decimalComma = /^-?[\d.]*,\d{1,2}$/.test(trimmed);
  const normal = decimalComma ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  const credit = !normal.startsWith('-');
  const magnitude = normal.replace(/^[-+]/, '');
  if (!AMOUNT.test(magnitude)) throw malformed(where, `"${raw}" is not an amount`);
  return { amount: withCents(magnitude), credit };
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
        const { defaultCurrency: _notAColumn, ...named } = columns;
        const missing = Object.values(named).filter((name) => name !== undefined && !(name in record));
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
        endToEndId: null,
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
