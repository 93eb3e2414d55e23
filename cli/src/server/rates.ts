import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { importReferenceRates, type FxRatesImported } from '@rawex/api';
import { CliFailure } from '../client/cli-failure.ts';
import { withRuntime } from './runtime.ts';

/** What an import did, for a person. */
function summary(imported: FxRatesImported, file: string): string {
  const lines = [
    `Kept ${imported.added} new ${imported.source} rates from ${file}: ${imported.days} ${imported.days === 1 ? 'day' : 'days'}, ${imported.from} to ${imported.to}; ${imported.alreadyKept} were kept already.`,
  ];
  if (imported.differing.length > 0) {
    lines.push(
      `${imported.differing.length} kept already with another value stayed as they were:`,
      ...imported.differing
        .slice(0, 10)
        .map(
          ({ base, quote, date, kept, file: inFile }) =>
            `  ${date} ${base}→${quote}: kept ${kept}, file ${inFile}`,
        ),
    );
  }
  if (imported.unknownCurrencies.length > 0) {
    lines.push(`Skipped currencies RawEx does not know: ${imported.unknownCurrencies.join(', ')}.`);
  }
  return lines.join('\n');
}

/** `rawex rates import FILE`: the file's rates into the database the environment names. */
export async function importRatesFile(file: string, { json }: { json: boolean }): Promise<void> {
  await access(file).catch(() => {
    throw new CliFailure(`Cannot read ${file}: give the path of an ECB reference rates file.`, 1);
  });
  const imported = await withRuntime(({ db }) => importReferenceRates(db.knex, createReadStream(file)));
  console.log(json ? JSON.stringify(imported, null, 2) : summary(imported, file));
}
