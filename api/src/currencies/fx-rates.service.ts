import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Knex } from 'knex';
import { AppError } from '../platform/errors/index.ts';
import { ECB_BASE, ECB_SOURCE, readReferenceRates, type ReferenceRate } from './ecb-rates.ts';
import type { Currency, FxRate, FxRatesImported, FxRatesQuery } from './fx-rates.contract.ts';

/** Every currency money may be in, by code. */
export async function listCurrencies(db: Knex): Promise<Currency[]> {
  const currencies = (await db('currencies').orderBy('code').select('code', 'minorUnits', 'name')) as Omit<
    Currency,
    'tradable'
  >[];
  return currencies.map((currency) => ({ ...currency, tradable: currency.minorUnits === TRADE_MINOR_UNITS }));
}

/** The codes that are no currency RawEx knows (ISO 4217), each once. */
export async function unknownCurrencies(db: Knex, codes: readonly string[]): Promise<string[]> {
  const known = new Set((await db('currencies').whereIn('code', codes).pluck('code')) as string[]);
  return [...new Set(codes.filter((code) => !known.has(code)))];
}

/**
 * Why each code that cannot be traded in cannot: no currency RawEx knows (ISO 4217), or one not
 * kept to the cent, as every amount of a trade is (prices, commission, documents, payouts): JPY
 * has no minor unit, KWD three. The others are absent.
 */
export async function untradableCurrencies(db: Knex, codes: readonly string[]): Promise<Map<string, string>> {
  const kept = new Map(
    ((await db('currencies').whereIn('code', codes).select('code', 'minorUnits')) as Currency[]).map(
      (currency) => [currency.code.trim(), currency.minorUnits],
    ),
  );
  const why = new Map<string, string>();
  for (const code of codes) {
    const minorUnits = kept.get(code);
    if (minorUnits === undefined)
      why.set(code, `${code} is not a currency of ISO 4217 (GET /api/currencies lists them)`);
    else if (minorUnits !== TRADE_MINOR_UNITS) {
      why.set(
        code,
        `${code} has ${minorUnits === 0 ? 'no minor unit' : `${minorUnits} decimals`}: RawEx keeps a trade’s amounts to the cent, and trades in currencies of two decimals (USD, EUR, GBP, CNY, INR, BRL…)`,
      );
    }
  }
  return why;
}

/** What every amount of a trade is kept to: cents. */
const TRADE_MINOR_UNITS = 2;

/** 422 unless every code is a currency RawEx trades in (`untradableCurrencies`). */
export async function checkTradeCurrencies(db: Knex, field: string, codes: readonly string[]): Promise<void> {
  const why = await untradableCurrencies(db, codes);
  if (why.size > 0) {
    const known = [...why.keys()].every((code) => !why.get(code)!.includes('not a currency'));
    throw new AppError({
      status: 422,
      code: known ? 'currency_not_traded' : 'unknown_currency',
      title: known ? 'Currency not traded' : 'Unknown currency',
      detail: `${field}: ${[...why.values()].join('; ')}`,
      errors: [...why.values()].map((message) => ({ field, message })),
    });
  }
}

/** 422 unless every code is a currency RawEx knows (ISO 4217). */
export async function checkCurrencies(db: Knex, field: string, codes: readonly string[]): Promise<void> {
  const unknown = await unknownCurrencies(db, codes);
  if (unknown.length > 0) {
    throw new AppError({
      status: 422,
      code: 'unknown_currency',
      title: 'Unknown currency',
      detail: `${field}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a currency' : 'are not currencies'} of ISO 4217 (GET /api/currencies lists them)`,
      errors: [{ field, message: `unknown currency: ${unknown.join(', ')}` }],
    });
  }
}

/**
 * The rate from `base` to `quote` in effect on `day` (`fx_rate`: the latest kept on or before it,
 * inverted or crossed), as a decimal string without trailing zeros, with its date and source; none
 * when no rate was kept by then.
 */
export async function rateOn(
  db: Knex,
  base: string,
  quote: string,
  day: string,
): Promise<{ rate: string; rateDate: string; source: string | null } | undefined> {
  const { rows } = (await db.raw(
    `SELECT trim_scale(rate)::text AS rate, rate_date::text AS "rateDate", source FROM fx_rate(?, ?, ?::date)`,
    [base, quote, day],
  )) as { rows: { rate: string; rateDate: string; source: string | null }[] };
  return rows[0];
}

/** Today's date in UTC, the marketplace's one calendar. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The rates in effect on a day (today unless asked) from `base` to each currency asked (every
 * currency with a rate unless asked): the latest on or before the day, as `fx_rate` finds it.
 * 404 when a currency asked has none, saying what would give it one.
 */
export async function ratesOn(db: Knex, query: FxRatesQuery): Promise<FxRate[]> {
  const date = query.date ?? todayUtc();
  await checkCurrencies(db, 'base', [query.base]);
  if (query.quote) await checkCurrencies(db, 'quote', query.quote);
  const quotes =
    query.quote?.filter((code) => code !== query.base) ??
    ((await db('currencies as c')
      .whereNot('c.code', query.base)
      .where((rated) =>
        rated
          .whereExists(db('fxRates').whereRaw('fx_rates.base = c.code'))
          .orWhereExists(db('fxRates').whereRaw('fx_rates.quote = c.code')),
      )
      .orderBy('c.code')
      .pluck('c.code')) as string[]);
  const { rows } = await db.raw<{ rows: FxRate[] }>(
    `SELECT ?::text AS base, q.code AS quote, trim_scale(r.rate)::text AS rate,
            to_char(r.rate_date, 'YYYY-MM-DD') AS "rateDate", r.source, (?::date - r.rate_date) AS "ageDays"
       FROM unnest(?::text[]) WITH ORDINALITY AS q(code, place)
       CROSS JOIN LATERAL fx_rate(?::char(3), q.code::char(3), ?::date) r
      ORDER BY q.place`,
    [query.base, date, quotes, query.base, date],
  );
  const missing = quotes.filter((code) => !rows.some((row) => row.quote === code));
  if (missing.length > 0 || rows.length === 0) {
    throw new AppError({
      status: 404,
      code: 'fx_rate_missing',
      title: 'No exchange rate',
      detail: `No ${query.base} rate ${missing.length > 0 ? `to ${missing.join(', ')} ` : ''}is kept on or before ${date}: the operator imports the ECB's reference rates (rawex rates import FILE) or sets RAWEX_FX_RATES_URL to fetch them daily`,
    });
  }
  return rows.map((row) => ({ ...row, ageDays: Number(row.ageDays) }));
}

/** A whole history (about 200,000 rates) goes in statements of this many. */
const RATES_PER_STATEMENT = 10_000;

/**
 * Keeps the rates of a file: each day's rate of each currency once. A rate kept already for the
 * same day and source stays as it was (a different one in the file is reported, not applied), and
 * a currency RawEx does not know (a withdrawn one, in an old history) is skipped and named.
 */
export async function keepReferenceRates(
  db: Knex,
  rates: readonly ReferenceRate[],
  { source = ECB_SOURCE, base = ECB_BASE }: { source?: string; base?: string } = {},
): Promise<FxRatesImported> {
  const dates = rates.map((rate) => rate.date).sort();
  const imported: FxRatesImported = {
    source,
    days: new Set(dates).size,
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
    added: 0,
    alreadyKept: 0,
    differing: [],
    unknownCurrencies: [],
  };
  const known = new Set((await db('currencies').pluck('code')) as string[]);
  imported.unknownCurrencies = [...new Set(rates.map((rate) => rate.currency))]
    .filter((code) => !known.has(code))
    .sort();
  const kept = rates.filter((rate) => known.has(rate.currency) && rate.currency !== base);
  await db.transaction(async (trx) => {
    for (let start = 0; start < kept.length; start += RATES_PER_STATEMENT) {
      const batch = kept.slice(start, start + RATES_PER_STATEMENT);
      const { rows } = await trx.raw<{
        rows: { added: number; differing: FxRatesImported['differing'] | null; matched: number }[];
      }>(
        `WITH incoming AS (
           SELECT * FROM unnest(?::text[], ?::date[], ?::numeric[]) AS i(quote, rate_date, rate)
         ), added AS (
           INSERT INTO fx_rates (base, quote, rate_date, source, rate)
           SELECT ?, quote, rate_date, ?, rate FROM incoming
           ON CONFLICT DO NOTHING
           RETURNING 1
         ), earlier AS (
           SELECT i.quote, i.rate_date, i.rate AS file_rate, f.rate AS kept_rate
             FROM incoming i
             JOIN fx_rates f ON f.base = ? AND f.quote = i.quote AND f.rate_date = i.rate_date AND f.source = ?
         )
         SELECT (SELECT count(*) FROM added)::int AS added,
                (SELECT count(*) FROM earlier)::int AS matched,
                (SELECT json_agg(json_build_object(
                          'base', ?::text, 'quote', quote, 'date', to_char(rate_date, 'YYYY-MM-DD'),
                          'kept', trim_scale(kept_rate)::text, 'file', trim_scale(file_rate)::text)
                        ORDER BY rate_date, quote)
                   FROM earlier WHERE kept_rate <> file_rate) AS differing`,
        [
          batch.map((rate) => rate.currency),
          batch.map((rate) => rate.date),
          batch.map((rate) => rate.rate),
          base,
          source,
          base,
          source,
          base,
        ],
      );
      const [row] = rows;
      imported.added += row?.added ?? 0;
      imported.differing.push(...(row?.differing ?? []));
      imported.alreadyKept += (row?.matched ?? 0) - (row?.differing?.length ?? 0);
    }
  });
  return imported;
}

/** Whether rates of a day from a source are kept. */
export async function hasRatesOf(db: Knex, date: string, source: string): Promise<boolean> {
  return Boolean(await db('fxRates').where({ rateDate: date, source }).first(db.raw('1')));
}

/** Reads an ECB reference rates file and keeps its rates. */
export async function importReferenceRates(db: Knex, file: Readable): Promise<FxRatesImported> {
  return keepReferenceRates(db, await readReferenceRates(file));
}

/** The largest rates file fetched: the ECB's whole history is about 2 MB. */
const MOST_FETCHED_BYTES = 20 * 1024 * 1024;

/** Fetches an ECB reference rates file from `url` (RAWEX_FX_RATES_URL) and keeps its rates. */
export async function fetchReferenceRates(
  db: Knex,
  url: string,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<FxRatesImported> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!response.ok || !response.body) {
    throw new Error(`The rates at ${url} answered ${response.status} ${response.statusText}`);
  }
  let received = 0;
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MOST_FETCHED_BYTES) body.destroy(new Error(`The rates at ${url} are larger than 20 MB`));
  });
  return importReferenceRates(db, body);
}
