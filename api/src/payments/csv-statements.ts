import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { withCents } from './money.contract.ts';
import type { CsvColumns } from './payments.contract.ts';
import {
  AMOUNT,
  creditorReferenceIn,
  malformed,
  STATEMENT_LIMITS,
  type StatementLine,
} from './statement-parsing.ts';

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
    parseCsv({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      max_record_size: STATEMENT_LIMITS.textCharacters,
      to_line: STATEMENT_LIMITS.lines + 1,
    }),
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
        returned: false,
        counterpartyIban: null,
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
