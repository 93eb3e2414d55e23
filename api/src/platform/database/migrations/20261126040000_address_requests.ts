import type { Knex } from 'knex';

/**
 * Requests per client address and minute, by kind (reads, writes, sign-ins), added to by every
 * API process in batches (`address-limits.ts`). Unlogged: a crash forgets at most a minute's
 * counts, which no one needs back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE UNLOGGED TABLE address_requests (
    kind text NOT NULL,
    address text NOT NULL,
    minute timestamptz NOT NULL,
    requests integer NOT NULL,
    PRIMARY KEY (kind, address, minute)
  )`);
  await knex.raw('CREATE INDEX address_requests_minute_index ON address_requests (minute)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE address_requests');
}
