import { Command } from 'commander';
import { loadServerModule } from './server-module.ts';

export const ratesCommand = new Command('rates')
  .description('the exchange rates RawEx keeps: estimates beside a trade’s amount, never a conversion')
  .addCommand(
    new Command('import')
      .description('keep the rates of an ECB reference rates file, read from disk (no network)')
      .argument('<file>', 'eurofxref-daily.xml, eurofxref-hist-90d.xml or eurofxref-hist.xml')
      .option('--json', 'print the summary as JSON', false)
      .addHelpText(
        'after',
        `
Each day's rate of each currency is kept once: importing a file again adds nothing, and a rate
kept already with another value stays as it was (the summary names it). Currencies RawEx does not
know (withdrawn ones, in the whole history) are skipped. A malformed file keeps nothing and says
which line is at fault (exit 1). To fetch the daily file instead, set RAWEX_FX_RATES_URL.`,
      )
      .action(async (file: string, options: { json: boolean }) =>
        (await loadServerModule(() => import('../server/rates.ts'))).importRatesFile(file, options),
      ),
  );
