import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { invalidField } from '../platform/errors/index.ts';

/** Who publishes the reference rates this file format carries, as the rates table names it. */
export const ECB_SOURCE = 'ECB';

/** The currency the ECB quotes every reference rate against. */
export const ECB_BASE = 'EUR';

/** One day's rate of one currency against the euro, as the file says it. */
export interface ReferenceRate {
  /** YYYY-MM-DD. */
  date: string;
  currency: string;
  /** Units of `currency` for one euro, a decimal string. */
  rate: string;
}

/**
 * What one file may hold: the whole history since 1999 (about 200,000 rates, 2 MB) fits well
 * inside, and nothing the ECB writes nests deeper or says more in one place.
 */
export const REFERENCE_RATE_LIMITS = { depth: 8, textCharacters: 1_024, rates: 1_000_000 } as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,12}(\.\d{1,10})?$/;

/** 422 naming where in the file the fault is: nothing of the file is kept. */
const refused = (where: string, problem: string) =>
  invalidField('file', `${where}: ${problem}. Nothing was imported; correct the file and send it again`);

/**
 * The rates of an ECB euro foreign exchange reference rates file (`eurofxref-daily.xml`, or the
 * 90-day and full histories: `eurofxref-hist-90d.xml`, `eurofxref-hist.xml`), read through a SAX
 * parser. A file of another shape, a malformed date, currency or rate, or a document type (no
 * entity is ever expanded) is refused whole, naming its line.
 */
export async function readReferenceRates(input: Readable): Promise<ReferenceRate[]> {
  const parser = new SaxesParser({ position: true });
  const rates: ReferenceRate[] = [];
  let depth = 0;
  let root: string | undefined;
  let day: string | undefined;
  let fault: Error | undefined;
  const where = () => `line ${parser.line}`;
  const fail = (problem: string) => {
    fault ??= refused(where(), problem);
  };
  parser.on('doctype', () => fail('a document type is not allowed in a rates file'));
  parser.on('text', (text) => {
    if (text.length > REFERENCE_RATE_LIMITS.textCharacters) fail('text longer than a rates file holds');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > REFERENCE_RATE_LIMITS.depth)
      return fail(`elements are nested more than ${REFERENCE_RATE_LIMITS.depth} deep`);
    const name = tag.name.replace(/^.*:/, '');
    if (depth === 1) {
      root = name;
      if (name !== 'Envelope') fail(`<${tag.name}> is not the ECB's reference rates (gesmes:Envelope)`);
      return;
    }
    if (name !== 'Cube') return;
    const attributes = tag.attributes as Record<string, string>;
    if (attributes.time !== undefined) {
      if (!DATE.test(attributes.time)) return fail(`"${attributes.time}" is not a date (YYYY-MM-DD)`);
      day = attributes.time;
    } else if (attributes.currency !== undefined || attributes.rate !== undefined) {
      const { currency = '', rate = '' } = attributes;
      if (!day) return fail(`the rate of ${currency} is outside a day's <Cube time="…">`);
      if (!CURRENCY.test(currency)) return fail(`"${currency}" is not a currency code (three capitals)`);
      if (!RATE.test(rate) || !/[1-9]/.test(rate))
        return fail(`the rate of ${currency}, "${rate}", is not a positive decimal`);
      if (rates.length >= REFERENCE_RATE_LIMITS.rates)
        return fail(`more than ${REFERENCE_RATE_LIMITS.rates} rates`);
      rates.push({ date: day, currency, rate });
    }
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (tag.name.replace(/^.*:/, '') === 'Cube' && depth === 2) day = undefined;
  });
  parser.on('error', (error) => {
    // saxes says "line:column: problem"; the line is what a person looks for.
    fail(error.message.replace(/^(?:[^:]*:)?(\d+):\d+: /, '').trim() || 'not well-formed XML');
  });
  try {
    // Decoded as a whole, so that a character split between two chunks stays one.
    for await (const chunk of input.setEncoding('utf8')) {
      parser.write(chunk as string);
      if (fault) throw fault;
    }
    parser.close();
  } catch (error) {
    throw fault ?? error;
  }
  if (fault) throw fault;
  if (root === undefined) throw refused('line 1', 'the file is empty');
  if (rates.length === 0) throw refused(where(), 'the file holds no rates');
  return rates;
}
