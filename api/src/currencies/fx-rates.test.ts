import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { formatMoney, minorUnitsOf } from '@rawex/format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { JobContext } from '../platform/jobs/job-queue.ts';
import { createLogger } from '../platform/logger.ts';
import {
  referenceRatesFile,
  signInAsAdmin,
  signUp,
  startTestApi,
  type TestApi,
  type TestClient,
} from '../testing/index.ts';
import type { Currency, FxRate, FxRatesImported } from './fx-rates.contract.ts';
import { fetchReferenceRatesJob } from './fx-rates.job.ts';
import { importReferenceRates } from './fx-rates.service.ts';

interface Problem {
  code: string;
  detail: string;
}

/** Thursday 3 and Friday 4 December 2026, as the 90-day history gives them; the weekend has none. */
const HISTORY = referenceRatesFile({
  '2026-12-03': { USD: '1.0791', JPY: '161.42', GBP: '0.85120', KWD: '0.33205', HRK: '7.5345' },
  '2026-12-04': { USD: '1.0823', JPY: '162.08', GBP: '0.85360', KWD: '0.33291' },
});
/** Monday 7 December's daily file. */
const MONDAY = referenceRatesFile({ '2026-12-07': { USD: '1.0850', JPY: '162.50', GBP: '0.85400' } });

const fileOf = (text: string) => Readable.from([Buffer.from(text)]);

describe('exchange rates', () => {
  let api: TestApi;
  const rates = (query: string) => api.client().get<FxRate[]>(`/api/fx-rates?${query}`);
  const kept = async () => Number((await api.db.knex('fxRates').count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('lists ISO 4217 currencies with their minor units, and which a trade may be priced in', async () => {
    const response = await api.client().get<Currency[]>('/api/currencies');
    expect(response.status).toBe(200);
    const byCode = new Map(response.body.map((currency) => [currency.code, currency]));
    expect(byCode.get('JPY')).toEqual({ code: 'JPY', minorUnits: 0, name: 'Yen', tradable: false });
    expect(byCode.get('KWD')).toMatchObject({ minorUnits: 3, tradable: false });
    expect(byCode.get('EUR')).toMatchObject({ minorUnits: 2, tradable: true });
    expect(byCode.has('XTS')).toBe(false);
  });

  it('writes every currency’s amounts in documents and screens to the minor units it keeps', async () => {
    const { body: currencies } = await api.client().get<Currency[]>('/api/currencies');
    expect(
      currencies
        .filter((currency) => minorUnitsOf(currency.code) !== currency.minorUnits)
        .map(({ code }) => code),
    ).toEqual([]);
    // Two-decimal currencies the runtime's own tables write without cents.
    expect(formatMoney('1234567.89', 'HUF', 'code')).toBe('HUF\u00a01,234,567.89');
    expect(formatMoney('25000.50', 'IDR', 'code')).toBe('IDR\u00a025,000.50');
    expect(formatMoney('1234.5', 'KWD', 'code')).toBe('KWD\u00a01,234.500');
    expect(formatMoney('162080', 'JPY')).toBe('¥162,080');
  });

  it('keeps a history file once, skipping the currencies RawEx does not know', async () => {
    const imported = await importReferenceRates(api.db.knex, fileOf(HISTORY));
    expect(imported).toEqual<FxRatesImported>({
      source: 'ECB',
      days: 2,
      from: '2026-12-03',
      to: '2026-12-04',
      added: 8,
      alreadyKept: 0,
      differing: [],
      unknownCurrencies: ['HRK'],
    });
    const again = await importReferenceRates(api.db.knex, fileOf(HISTORY));
    expect(again).toMatchObject({ added: 0, alreadyKept: 8, differing: [] });
    expect(await kept()).toBe(8);
  });

  it('answers the rate of a day, and over a weekend the last one published, with its age', async () => {
    const friday = await rates('date=2026-12-04&quote=USD,JPY');
    expect(friday.status).toBe(200);
    expect(friday.body).toEqual([
      { base: 'EUR', quote: 'USD', rate: '1.0823', rateDate: '2026-12-04', source: 'ECB', ageDays: 0 },
      { base: 'EUR', quote: 'JPY', rate: '162.08', rateDate: '2026-12-04', source: 'ECB', ageDays: 0 },
    ]);
    const sunday = await rates('date=2026-12-06&quote=usd');
    expect(sunday.body).toEqual([
      { base: 'EUR', quote: 'USD', rate: '1.0823', rateDate: '2026-12-04', source: 'ECB', ageDays: 2 },
    ]);
    const thursday = await rates('date=2026-12-03');
    expect(thursday.body.map((rate) => `${rate.quote} ${rate.rate}`)).toEqual([
      'GBP 0.8512',
      'JPY 161.42',
      'KWD 0.33205',
      'USD 1.0791',
    ]);
  });

  it('inverts and crosses through the euro on the same day, and leaves out the base itself', async () => {
    const response = await rates('date=2026-12-05&base=USD&quote=EUR,GBP,USD');
    expect(response.body).toEqual([
      // 1 / 1.0823 and 0.8536 / 1.0823, to ten places.
      { base: 'USD', quote: 'EUR', rate: '0.9239582371', rateDate: '2026-12-04', source: 'ECB', ageDays: 1 },
      { base: 'USD', quote: 'GBP', rate: '0.7886907512', rateDate: '2026-12-04', source: 'ECB', ageDays: 1 },
    ]);
  });

  it('refuses a day before any rate, an unknown currency and a malformed date, saying what to do', async () => {
    const early = await api.client().get<Problem>('/api/fx-rates?date=2026-01-02&quote=USD');
    expect(early.status).toBe(404);
    expect(early.body.code).toBe('fx_rate_missing');
    expect(early.body.detail).toBe(
      "No EUR rate to USD is kept on or before 2026-01-02: the operator imports the ECB's reference rates (rawex rates import FILE) or sets RAWEX_FX_RATES_URL to fetch them daily",
    );
    const unknown = await api.client().get<Problem>('/api/fx-rates?quote=USD,ABC');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'unknown_currency' });
    expect(unknown.body.detail).toBe(
      'quote: ABC is not a currency of ISO 4217 (GET /api/currencies lists them)',
    );
    const unknownBase = await api.client().get<Problem>('/api/fx-rates?base=XYZ&quote=USD');
    expect(unknownBase.body.detail).toBe(
      'base: XYZ is not a currency of ISO 4217 (GET /api/currencies lists them)',
    );
    const date = await api.client().get<Problem>('/api/fx-rates?date=4.12.2026');
    expect(date.status).toBe(400);
    expect(date.body.code).toBe('validation_failed');
    expect(date.body.detail).toContain('date: must be a date, YYYY-MM-DD');
  });

  it('keeps a rate as first recorded: a file saying otherwise is reported, the database refuses a change', async () => {
    const revised = referenceRatesFile({ '2026-12-04': { USD: '1.0900', JPY: '162.08' } });
    const imported = await importReferenceRates(api.db.knex, fileOf(revised));
    expect(imported).toMatchObject({
      added: 0,
      alreadyKept: 1,
      differing: [{ base: 'EUR', quote: 'USD', date: '2026-12-04', kept: '1.0823', file: '1.09' }],
    });
    expect((await rates('date=2026-12-04&quote=USD')).body[0]?.rate).toBe('1.0823');
    await expect(api.db.knex('fxRates').update({ rate: '2' })).rejects.toThrow(/exchange rates are kept/);
    await expect(api.db.knex('fxRates').delete()).rejects.toThrow(/exchange rates are kept/);
    expect(await kept()).toBe(8);
  });

  it.each([
    ['not XML', 'rates,USD,1.08', /line 1: .+Nothing was imported/],
    ['another document', '<Document><Stmt/></Document>', /<Document> is not the ECB's reference rates/],
    [
      'a negative rate',
      referenceRatesFile({ '2026-12-08': { USD: '-1.08' } }),
      /line 9: the rate of USD, "-1.08", is not a positive decimal/,
    ],
    [
      'a rate outside a day',
      HISTORY.replace("<Cube time='2026-12-04'>", '<Cube>'),
      /line 9: the rate of USD is outside a day's <Cube time="…">/,
    ],
    ['a bad date', MONDAY.replace('2026-12-07', '2026-13-07'), /"2026-13-07" is not a date/],
    ['a bad currency', MONDAY.replace("currency='JPY'", "currency='Yen'"), /"Yen" is not a currency code/],
    [
      'nesting past eight',
      MONDAY.replace("<Cube currency='USD' rate='1.0850'/>", `${'<x>'.repeat(8)}${'</x>'.repeat(8)}`),
      /line 9: elements are nested more than 8 deep/,
    ],
    [
      'an entity to expand',
      `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">]>${MONDAY.replace(/^<\?xml[^>]*>/, '')}`,
      /a document type is not allowed/,
    ],
  ])('refuses %s whole, naming where, and keeps nothing', async (_case, text, message) => {
    const before = await kept();
    await expect(importReferenceRates(api.db.knex, fileOf(text))).rejects.toThrow(message);
    expect(await kept()).toBe(before);
  });

  it('takes a file from an administrator over HTTP, and from no one else', async () => {
    const send = async (client: TestClient, text: string) => {
      const form = new FormData();
      form.append('rates', new Blob([text], { type: 'application/xml' }), 'eurofxref-hist-90d.xml');
      return client.request<FxRatesImported & Problem>('POST', '/api/admin/fx-rates', {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      });
    };
    const wednesday = referenceRatesFile({ '2026-12-02': { USD: '1.0770', JPY: '160.95' } });
    const vendor = await signUp(api, 'vendor', { companyName: 'Rate Setters' });
    expect((await send(vendor.client, wednesday)).status).toBe(403);
    const admin = await signInAsAdmin(api);
    const broken = await send(admin.client, wednesday.replace("rate='1.0770'", "rate='1.07.70'"));
    expect(broken.status).toBe(422);
    expect(broken.body.detail).toContain('line 9: the rate of USD, "1.07.70", is not a positive decimal');
    const sent = await send(admin.client, wednesday);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ added: 2, from: '2026-12-02', to: '2026-12-02' });
    expect((await rates('date=2026-12-02&quote=JPY')).body[0]?.rate).toBe('160.95');
  });

  describe('the daily job', () => {
    let server: Server;
    let asked = 0;
    let answer = { status: 200, body: MONDAY };
    let url: string;
    /** Runs the job as the queue would at `moment`, the operator's hour 16:00 UTC. */
    const runAt = async (moment: string) => {
      vi.setSystemTime(new Date(moment));
      const context = {
        db: api.db.knex,
        logger: createLogger({ level: 'silent' }),
        settings: { ...api.events, fxRates: { url, hour: 16 } },
      } as JobContext;
      await fetchReferenceRatesJob.run({}, context);
    };

    beforeAll(async () => {
      server = createServer((_request, response) => {
        asked += 1;
        response.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterAll(async () => {
      vi.useRealTimers();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('fetches from the operator’s hour on until the day’s rates are kept, and keeps them', async () => {
      await runAt('2026-12-07T15:05:00Z');
      expect(asked).toBe(0);
      await runAt('2026-12-07T16:05:00Z');
      expect(asked).toBe(1);
      expect((await rates('date=2026-12-07&quote=USD')).body[0]).toMatchObject({
        rate: '1.085',
        rateDate: '2026-12-07',
        ageDays: 0,
      });
      await runAt('2026-12-07T17:05:00Z');
      expect(asked).toBe(1);
    });

    it('asks again the next hour while the day’s rates are not published, and never at a weekend', async () => {
      await runAt('2026-12-08T16:05:00Z');
      await runAt('2026-12-08T17:05:00Z');
      expect(asked).toBe(3);
      await runAt('2026-12-12T16:05:00Z');
      expect(asked).toBe(3);
    });

    it('fails for the queue to try again when the source does not answer', async () => {
      answer = { status: 503, body: 'Service Unavailable' };
      await expect(runAt('2026-12-09T16:05:00Z')).rejects.toThrow(/answered 503/);
    });
  });

  it('is configured by RAWEX_FX_RATES_URL and RAWEX_FX_RATES_HOUR', () => {
    const url = 'https://rates.example/eurofxref-daily.xml';
    expect(loadConfig({ RAWEX_FX_RATES_URL: url }).events.fxRates).toEqual({ url, hour: 16 });
    expect(loadConfig({ RAWEX_FX_RATES_URL: url, RAWEX_FX_RATES_HOUR: '6' }).events.fxRates?.hour).toBe(6);
    expect(loadConfig({}).events.fxRates).toBeUndefined();
    expect(() => loadConfig({ RAWEX_FX_RATES_HOUR: '24' })).toThrow(
      'RAWEX_FX_RATES_HOUR: RAWEX_FX_RATES_HOUR must be an hour of the day (UTC), 0 to 23',
    );
    expect(() => loadConfig({ RAWEX_FX_RATES_URL: 'ftp://rates.example/x.xml' })).toThrow(
      'RAWEX_FX_RATES_URL must be the http(s) address of an ECB reference rates file',
    );
  });
});
