// What a bank statement's lines say, whatever its format (camt in `camt-statements.ts`, CSV in
// `csv-statements.ts`), and what both refuse.
import { invalidField } from '../platform/errors/index.ts';
import { electronicCreditorReference, isValidCreditorReference } from './creditor-reference.ts';

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
  /**
   * The bank says this credit is a transfer of ours coming back: camt's return information
   * (`RtrInf`), or the bank transaction code PMNT/ICDT/RRTN.
   */
  returned: boolean;
  /** The other side's IBAN: who paid a credit, who was paid by a debit; null when not given. */
  counterpartyIban: string | null;
}

/** A statement's closing booked balance (camt.053's CLBD), as the bank states it. */
export interface ClosingBalance {
  /** A signed decimal string with two places: negative when the account is overdrawn. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** What a camt file says besides its lines, filled in as it is read. */
export interface StatementFacts {
  statementId?: string;
  closingBalance?: ClosingBalance;
}

/**
 * What one statement may hold. Past these a file is refused before anything is imported: no bank
 * writes XML nested deeper, no element carries more text, and the largest day's statement of a
 * collection account stays well inside them.
 */
export const STATEMENT_LIMITS = {
  depth: 32,
  textCharacters: 10_240,
  transactionsPerEntry: 1_000,
  lines: 250_000,
} as const;

/** 422 naming where in the file the fault is: nothing of the statement is imported. */
export const malformed = (where: string, problem: string) =>
  invalidField('statement', `${where}: ${problem}. Nothing was imported; correct the file and send it again`);

const RF_IN_TEXT = /\bRF\d{2}(?:\s?[A-Z0-9]){1,21}\b/gi;

/** The first valid RF reference in the payer's words, else null. */
export function creditorReferenceIn(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    for (const candidate of String(text ?? '').match(RF_IN_TEXT) ?? []) {
      if (isValidCreditorReference(candidate)) return electronicCreditorReference(candidate);
    }
  }
  return null;
}

/** An amount without its sign: up to 12 digits, up to two decimals. */
export const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
