import { z } from 'zod';

/** An ISO 4217 code as written: three capitals (whether RawEx knows it is the service's to say). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a currency code of three letters, like EUR')
  .meta({ description: 'An ISO 4217 currency code.', example: 'EUR' });

/** A currency money may be in. */
export const currencySchema = z
  .object({
    code: z.string().meta({ example: 'JPY' }),
    minorUnits: z
      .number()
      .int()
      .meta({ description: 'Decimal places of its amounts: JPY 0, EUR 2, KWD 3.', example: 0 }),
    name: z.string().meta({ example: 'Yen' }),
    tradable: z.boolean().meta({
      description:
        'Whether products, quotes and orders may be priced in it: every amount of a trade is kept to the cent, so only currencies of two decimals are.',
      example: false,
    }),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.array(currencySchema);

export const fxRatesQuerySchema = z.object({
  date: z.iso
    .date({ error: 'must be a date, YYYY-MM-DD' })
    .optional()
    .meta({ description: 'The day the rates are for (UTC); today unless given.' }),
  base: currencyCodeSchema
    .default('EUR')
    .meta({ description: 'The currency one unit of which each rate prices; EUR unless given.' }),
  quote: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}(,[A-Z]{3}){0,49}$/, 'must be currency codes separated by commas, like USD,GBP')
    .transform((codes) => [...new Set(codes.split(','))])
    .optional()
    .meta({
      description: 'Only these currencies, separated by commas; every currency with a rate unless given.',
    }),
});
export type FxRatesQuery = z.infer<typeof fxRatesQuerySchema>;

/** A rate as a lookup finds it: the latest on or before the day asked, with how old it is. */
export const fxRateSchema = z
  .object({
    base: z.string().meta({ example: 'EUR' }),
    quote: z.string().meta({ example: 'USD' }),
    rate: z
      .string()
      .meta({ description: 'Units of `quote` for one unit of `base`, a decimal string.', example: '1.0823' }),
    rateDate: z.iso.date().meta({ description: 'The day the rate was published for.' }),
    source: z
      .string()
      .meta({ description: 'Who published it: ECB for the euro reference rates.', example: 'ECB' }),
    ageDays: z.number().int().meta({
      description:
        'Days between the day asked and the rate’s own: 0 on a publishing day, more over weekends and holidays, when none is published.',
    }),
  })
  .meta({ id: 'FxRate' });
export type FxRate = z.infer<typeof fxRateSchema>;
export const fxRateListSchema = z.array(fxRateSchema);

/** What importing a file of rates did. */
export const fxRatesImportedSchema = z
  .object({
    source: z.string().meta({ example: 'ECB' }),
    days: z.number().int(),
    from: z.iso.date().meta({ description: 'The first day the file has rates for.' }),
    to: z.iso.date().meta({ description: 'The last day the file has rates for.' }),
    added: z.number().int(),
    alreadyKept: z
      .number()
      .int()
      .meta({ description: 'Rates kept already, the same: importing a file again adds nothing.' }),
    differing: z
      .array(
        z.object({
          base: z.string(),
          quote: z.string(),
          date: z.iso.date(),
          kept: z.string(),
          file: z.string(),
        }),
      )
      .meta({
        description: 'Rates kept already for the same day and source with another value: the kept one stays.',
      }),
    unknownCurrencies: z.array(z.string()).meta({
      description: 'Currencies of the file RawEx does not know (withdrawn ones, in old histories): skipped.',
    }),
  })
  .meta({ id: 'FxRatesImported' });
export type FxRatesImported = z.infer<typeof fxRatesImportedSchema>;
