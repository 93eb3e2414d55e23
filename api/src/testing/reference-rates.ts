/**
 * ECB euro foreign exchange reference rates files, written as the ECB writes them
 * (`eurofxref-daily.xml`, `eurofxref-hist-90d.xml`): for the tests.
 */
export type RatesOfDays = Record<string, Record<string, string>>;

/** A file of the given days' rates against the euro, newest first as the ECB orders them. */
export function referenceRatesFile(days: RatesOfDays): string {
  const cubes = Object.keys(days)
    .sort()
    .reverse()
    .map(
      (date) =>
        `\t\t<Cube time='${date}'>\n${Object.entries(days[date]!)
          .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>\n`)
          .join('')}\t\t</Cube>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cubes}\t</Cube>
</gesmes:Envelope>
`;
}
