import { openAsBlob } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { CliFailure } from './cli-failure.ts';
import { connect } from './connect.ts';
import { resolveCredentials, type CredentialOptions } from './credentials.ts';

/** `rawex payments import <file>`: the file is streamed to the API, never read whole. */
export async function importStatementFile(
  file: string,
  options: CredentialOptions & {
    format?: 'camt' | 'csv';
    entryColumn?: string;
    amountColumn?: string;
    valueDateColumn?: string;
    currencyColumn?: string;
    defaultCurrency?: string;
    referenceColumn?: string;
    payerColumn?: string;
    json: boolean;
  },
): Promise<void> {
  const where = path.resolve(file);
  await access(where).catch(() => {
    throw new CliFailure(`No file ${file}.`, 2);
  });
  const credentials = await resolveCredentials(options);
  const form = new FormData();
  form.append('statement', await openAsBlob(where), path.basename(where));
  const query = Object.fromEntries(
    Object.entries({
      format: options.format,
      entryColumn: options.entryColumn,
      amountColumn: options.amountColumn,
      valueDateColumn: options.valueDateColumn,
      currencyColumn: options.currencyColumn,
      defaultCurrency: options.defaultCurrency,
      referenceColumn: options.referenceColumn,
      payerNameColumn: options.payerColumn,
    }).filter(([, value]) => value !== undefined),
  );
  const { data } = await connect(credentials).POST('/api/payments/statements', {
    params: { query },
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  });
  if (!data) return;
  if (options.json) {
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  process.stdout.write(
    `Read ${data.lines} lines: ${data.credits} credits, ${data.matched} matched to orders, ${data.waiting} waiting to be assigned, ${data.alreadyImported} imported before.\n`,
  );
}
