import { defineRoute } from '../platform/http/route.ts';
import { currencyListSchema, fxRateListSchema, fxRatesQuerySchema } from './fx-rates.contract.ts';
import { listCurrencies, ratesOn } from './fx-rates.service.ts';

const tag = 'Currencies';

export const fxRateRoutes = [
  defineRoute({
    method: 'get',
    path: '/currencies',
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
];
