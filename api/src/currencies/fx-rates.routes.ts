import { createReadStream } from 'node:fs';
import { RATES_UPLOAD } from '../media/index.ts';
import { receiveToRead } from '../media/read-once-upload.middleware.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  currencyListSchema,
  fxRateListSchema,
  fxRatesImportedSchema,
  fxRatesQuerySchema,
} from './fx-rates.contract.ts';
import { importReferenceRates, listCurrencies, ratesOn } from './fx-rates.service.ts';

const tag = 'Currencies';

export const fxRateRoutes = [
  defineRoute({
    method: 'get',
    path: '/currencies',
    reads: 'replica',
    operationId: 'listCurrencies',
    summary: 'Every currency money may be in, with its minor units (ISO 4217)',
    tag,
    access: 'public',
    permission: 'read:products',
    responses: { 200: { description: 'Every currency, by code.', schema: currencyListSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listCurrencies(db.knex);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/fx-rates',
    reads: 'replica',
    operationId: 'listFxRates',
    summary: 'The exchange rates in effect on a day: the latest on or before it, with their age',
    description:
      'Reference rates only suggest: RawEx shows an estimate beside a trade’s own amount and never converts money. A rate the source did not publish (the ECB’s are quoted against the euro) is crossed through the euro on the same day. Weekends and holidays have no rates of their own: the day before’s applies, and `ageDays` says how old it is.',
    tag,
    access: 'public',
    permission: 'read:products',
    query: fxRatesQuerySchema,
    responses: {
      200: { description: 'A rate for each currency asked, in the order asked.', schema: fxRateListSchema },
    },
    errors: {
      404: 'No rate on or before the day for a currency asked (fx_rate_missing).',
      422: 'A code that is not an ISO 4217 currency (unknown_currency).',
    },
    async handler(ctx, { query }, { db }) {
      ctx.body = await ratesOn(db.knex, query);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/fx-rates',
    operationId: 'importFxRates',
    summary: 'Keep the rates of an ECB reference rates file (admins)',
    description:
      'The ECB’s euro foreign exchange reference rates (`eurofxref-daily.xml`, `eurofxref-hist-90d.xml` or the whole `eurofxref-hist.xml`), as `rawex rates import` keeps them: each day’s rate of each currency once, so sending a file again adds nothing; a rate kept already with another value stays and is named; currencies RawEx does not know are skipped and named. A malformed file answers 422 naming its line, and nothing is kept. Up to 20 MB.',
    tag,
    access: ['admin'],
    permission: 'admin:all',
    body: { type: 'multipart', field: RATES_UPLOAD.field, description: 'The rates file.' },
    responses: { 200: { description: 'What the import kept.', schema: fxRatesImportedSchema } },
    errors: {
      413: `"${RATES_UPLOAD.tooLarge('{name}')}"`,
      422: 'The file is not an ECB reference rates file, or names a line at fault.',
    },
    async handler(ctx, { user }, { db, storage }) {
      const received = await receiveToRead(ctx, db.knex, user, storage, RATES_UPLOAD);
      try {
        ctx.body = await importReferenceRates(db.knex, createReadStream(received.path));
      } finally {
        await received.discard();
      }
    },
  }),
];
