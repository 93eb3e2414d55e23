import type { Knex } from 'knex';
import { data as iso4217 } from 'currency-codes';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * The currencies money may be in (ISO 4217 as published when this ran: its code, its minor units,
 * its name; metals and test codes left out), and the exchange rates kept, which only grow:
 * a day's rate from a source is recorded once and never changed or removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE TABLE currencies (
       code char(3) PRIMARY KEY CONSTRAINT currencies_code CHECK (code ~ '^[A-Z]{3}$'),
       minor_units smallint NOT NULL CONSTRAINT currencies_minor_units CHECK (minor_units BETWEEN 0 AND 4),
       name text NOT NULL
     )`,
  );
  // ISO lists metals, test codes and "no currency" under placeholder countries (Zz01_…).
  const tradable = iso4217.filter(({ countries }) => countries.some((country) => !country.startsWith('Zz')));
  await knex('currencies').insert(
    tradable.map(({ code, digits, currency }) => ({ code, minor_units: digits, name: currency })),
  );
  await knex.raw(
    `CREATE TABLE fx_rates (
       base char(3) NOT NULL REFERENCES currencies,
       quote char(3) NOT NULL REFERENCES currencies,
       rate_date date NOT NULL,
       source text NOT NULL CONSTRAINT fx_rates_source CHECK (source ~ '^[A-Z][A-Z0-9_]{1,19}$'),
       rate numeric(24, 10) NOT NULL CONSTRAINT fx_rates_rate CHECK (rate > 0),
       recorded_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (base, quote, rate_date, source),
       CONSTRAINT fx_rates_pair CHECK (base <> quote)
     )`,
  );
  await applyDomainRoutines(knex, import.meta.url, ['refuse_fx_rate_change']);
  await knex.raw(
    `CREATE TRIGGER fx_rates_kept BEFORE UPDATE OR DELETE ON fx_rates
       FOR EACH ROW EXECUTE FUNCTION refuse_fx_rate_change()`,
  );
  await knex.raw(
    `CREATE TRIGGER fx_rates_not_truncated BEFORE TRUNCATE ON fx_rates
       FOR EACH STATEMENT EXECUTE FUNCTION refuse_fx_rate_change()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE fx_rates');
  await knex.raw('DROP FUNCTION refuse_fx_rate_change()');
  await knex.raw('DROP TABLE currencies');
}
