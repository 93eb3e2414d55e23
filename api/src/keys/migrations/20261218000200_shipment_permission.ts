import type { Knex } from 'knex';
import { sqlWords } from '../../platform/database/sql-lists.ts';
import { API_PERMISSIONS } from '../../platform/actor.ts';

/** A key may be allowed write:shipments: a carrier's or forwarder's, which records tracking events and nothing else. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE api_keys DROP CONSTRAINT api_keys_permissions_valid,
       ADD CONSTRAINT api_keys_permissions_valid
         CHECK (cardinality(permissions) >= 1 AND permissions <@ ARRAY[${sqlWords(API_PERMISSIONS)}]::text[])`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE api_keys DROP CONSTRAINT api_keys_permissions_valid,
       ADD CONSTRAINT api_keys_permissions_valid
         CHECK (cardinality(permissions) >= 1 AND permissions <@ ARRAY[${sqlWords(API_PERMISSIONS.filter((permission) => permission !== 'write:shipments'))}]::text[])`,
  );
}
