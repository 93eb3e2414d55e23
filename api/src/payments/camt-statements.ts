import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { AppError } from '../platform/errors/index.ts';
import { withCents } from './money.contract.ts';
import {
  AMOUNT,
  creditorReferenceIn,
  malformed,
  STATEMENT_LIMITS,
  type StatementFacts,
  type StatementLine,
} from './statement-parsing.ts';

const CAMT = /^urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.001\.\d{2}$/;
const NOT_CAMT = 'this is not an ISO 20022 camt.053 or camt.054 file (its Document namespace says neither)';

/** What a transaction of an entry says, as the parser meets it. */
interface TransactionFields {
  amount?: string;
  reference?: string;
  payerName?: string;
  endToEndId?: string;
  debtorIban?: string;
  creditorIban?: string;
  returnInformation: boolean;
  transactionCode: BankTransactionCode;
  remittance: string[];
  structured: string[];
}

/** ISO 20022's bank transaction code: domain, family and sub-family. */
interface BankTransactionCode {
  domain?: string;
  family?: string;
  subFamily?: string;
}

/** A credit transfer of ours returned by the payee's bank. */
const isReturnCode = (code: BankTransactionCode) =>
  code.domain === 'PMNT' && code.family === 'ICDT' && code.subFamily === 'RRTN';

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
  transactionCode: BankTransactionCode;
  transactions: TransactionFields[];
}

/**
 * A line's key when its bank gave it no reference: what it says (amount, direction, value date,
 * counterparty, remittance), so the same money in a camt.054 and the day's camt.053 is one line.
 */
const contentKey = (fields: Record<string, string | boolean | null>) =>
  `sha256:${createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)}`;

/** The lines of one <Ntry>: itself, or each of its transactions when it books several at once. */
function entryLines(entry: EntryFields, key: string | undefined, where: string): StatementLine[] {
  const { amount, currency, indicator } = entry;
  const valueDate = entry.valueDate ?? entry.bookingDate;
  if (!amount || !AMOUNT.test(amount)) throw malformed(where, '<Amt> is missing or not an amount');
  if (!currency || !/^[A-Z]{3}$/.test(currency)) throw malformed(where, '<Amt> has no Ccy currency');
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw malformed(where, '<CdtDbtInd> must be CRDT or DBIT');
  if (!valueDate) throw malformed(where, '<ValDt> or <BookgDt> is missing');
  const credit = indicator === 'CRDT';
  const describe = (transaction: TransactionFields | undefined) => {
    const remittance = transaction?.remittance.join(' ') || null;
    return {
      remittance,
      creditorReference: creditorReferenceIn(...(transaction?.structured ?? []), remittance),
      payerName: transaction?.payerName ?? null,
      endToEndId:
        transaction?.endToEndId && transaction.endToEndId !== 'NOTPROVIDED' ? transaction.endToEndId : null,
      returned:
        credit &&
        Boolean(
          transaction?.returnInformation ||
          isReturnCode(entry.transactionCode) ||
          (transaction && isReturnCode(transaction.transactionCode)),
        ),
      counterpartyIban:
        (credit ? transaction?.debtorIban : transaction?.creditorIban)?.replace(/\s/g, '') ?? null,
    };
  };
  const base = { credit, currency, valueDate: valueDate.slice(0, 10) };
  const keyOf = (described: ReturnType<typeof describe>, lineAmount: string) =>
    key ??
    contentKey({
      amount: lineAmount,
      credit,
      currency,
      valueDate: base.valueDate,
      counterparty: described.counterpartyIban ?? described.payerName,
      remittance: described.remittance ?? described.creditorReference,
      endToEndId: described.endToEndId,
    });
  if (entry.transactions.length <= 1) {
    const described = describe(entry.transactions[0]);
    const lineAmount = withCents(amount);
    return [{ entry: keyOf(described, lineAmount), amount: lineAmount, ...base, ...described }];
  }
  return entry.transactions.map((transaction, index) => {
    if (!transaction.amount || !AMOUNT.test(transaction.amount)) {
      throw malformed(where, `transaction ${index + 1} has no amount of its own`);
    }
    const described = describe(transaction);
    const lineAmount = withCents(transaction.amount);
    return {
      entry:
        key === undefined ? keyOf(described, lineAmount) : `${key}/${transaction.reference ?? index + 1}`,
      amount: lineAmount,
      ...base,
      ...described,
    };
  });
}

/** An element's name without its namespace prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The lines of an ISO 20022 camt.053 statement or camt.054 notification, read as the file streams
 * in through a SAX parser (saxes): a statement of any size takes the memory of one entry, and a
 * file that is not well-formed XML, not camt, has a malformed entry or passes `STATEMENT_LIMITS`
 * fails naming its line. Each closing tag costs the same whatever the nesting: the parser keeps
 * its place with the open elements' names and a few counters, never by scanning them. What the
 * file says besides its lines (its id, its closing balance) goes into `facts`.
 */
export async function* camtLines(input: Readable, facts: StatementFacts = {}): AsyncGenerator<StatementLine> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  let text = '';
  let rootChecked = false;
  let index = 0;
  let lines = 0;
  let entry: EntryFields | undefined;
  let transaction: TransactionFields | undefined;
  let balance:
    { type?: string; amount?: string; currency?: string; indicator?: string; date?: string } | undefined;
  /** How many open elements are a debtor's or a creditor's (a party, or its account). */
  const inside = { Dbtr: 0, DbtrAcct: 0, CdtrAcct: 0, BkTxCd: 0 };
  let ready: StatementLine[] = [];

  const over = (what: string) => malformed(`line ${parser.line}`, what);

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
    if (path.length >= STATEMENT_LIMITS.depth) {
      throw over(`elements are nested more than ${STATEMENT_LIMITS.depth} deep`);
    }
    const parent = path.at(-1);
    path.push(name);
    text = '';
    if (name in inside) inside[name as keyof typeof inside] += 1;
    if (name === 'Ntry' && !entry) entry = { line: parser.line, transactionCode: {}, transactions: [] };
    else if (name === 'TxDtls' && entry) {
      if (entry.transactions.length >= STATEMENT_LIMITS.transactionsPerEntry) {
        throw over(
          `an entry books more than ${STATEMENT_LIMITS.transactionsPerEntry.toLocaleString('en-US')} transactions`,
        );
      }
      transaction = { remittance: [], structured: [], returnInformation: false, transactionCode: {} };
      entry.transactions.push(transaction);
    } else if (name === 'RtrInf' && transaction) transaction.returnInformation = true;
    else if (name === 'Amt' && entry && parent === 'Ntry') {
      entry.currency = String(tag.attributes.Ccy ?? '') || undefined;
    } else if (name === 'Bal' && !entry && parent === 'Stmt') balance = {};
    else if (name === 'Amt' && balance && parent === 'Bal') {
      balance.currency = String(tag.attributes.Ccy ?? '') || undefined;
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
    if (text.length > STATEMENT_LIMITS.textCharacters) {
      throw over(
        `an element holds more than ${STATEMENT_LIMITS.textCharacters.toLocaleString('en-US')} characters`,
      );
    }
  });
  parser.on('closetag', () => {
    const name = path.pop()!;
    if (name in inside) inside[name as keyof typeof inside] -= 1;
    const parent = path.at(-1);
    const value = text.trim();
    text = '';
    if (!entry) {
      if (name === 'Id' && (parent === 'Stmt' || parent === 'Ntfctn'))
        facts.statementId = value || facts.statementId;
      else if (balance) closeBalanceField(name, parent, value);
      return;
    }
    if (name === 'Ntry') {
      index += 1;
      const key = entry.accountServicerReference ?? entry.entryReference;
      const found = entryLines(entry, key, `entry ${index} (line ${entry.line})`);
      lines += found.length;
      if (lines > STATEMENT_LIMITS.lines) {
        throw over(
          `the file has more than ${STATEMENT_LIMITS.lines.toLocaleString('en-US')} lines: send it in parts`,
        );
      }
      ready.push(...found);
      entry = undefined;
      transaction = undefined;
      return;
    }
    if (inside.BkTxCd > 0 || name === 'BkTxCd') {
      const code = transaction ? transaction.transactionCode : entry.transactionCode;
      if (name === 'Cd' && parent === 'Domn') code.domain = value;
      else if (name === 'Cd' && parent === 'Fmly') code.family = value;
      else if (name === 'SubFmlyCd' && parent === 'Fmly') code.subFamily = value;
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
      } else if (name === 'IBAN' && inside.DbtrAcct > 0) transaction.debtorIban ??= value;
      else if (name === 'IBAN' && inside.CdtrAcct > 0) transaction.creditorIban ??= value;
      else if (name === 'Nm' && inside.Dbtr > 0) transaction.payerName ??= value;
      else if (name === 'Ustrd' && parent === 'RmtInf') transaction.remittance.push(value);
      else if (name === 'Ref' && parent === 'CdtrRefInf') transaction.structured.push(value);
    }
  });

  /** A field of a statement's balance; its closing booked balance (CLBD) is kept. */
  function closeBalanceField(name: string, parent: string | undefined, value: string) {
    if (!balance) return;
    if (name === 'Cd' && parent === 'CdOrPrtry') balance.type ??= value;
    else if (name === 'Amt' && parent === 'Bal') balance.amount = value;
    else if (name === 'CdtDbtInd' && parent === 'Bal') balance.indicator = value;
    else if (name === 'Dt' && parent === 'Dt') balance.date = value;
    else if (name === 'Bal') {
      const { type, amount, currency, indicator, date } = balance;
      balance = undefined;
      if (type !== 'CLBD') return;
      if (
        !amount ||
        !AMOUNT.test(amount) ||
        !currency ||
        !date ||
        (indicator !== 'CRDT' && indicator !== 'DBIT')
      ) {
        throw over('the closing balance (CLBD) needs an amount with its currency, CRDT or DBIT, and a date');
      }
      facts.closingBalance = {
        amount: `${indicator === 'DBIT' ? '-' : ''}${withCents(amount)}`,
        currency,
        date: date.slice(0, 10),
      };
    }
  }

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
