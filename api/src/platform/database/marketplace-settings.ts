import type { Knex } from 'knex';

/**
 * Settings of the whole marketplace (`marketplace_settings`), each a JSON value under a name,
 * written from the configuration at start or by an administrator. Domains read and write them
 * here; their SQL reads them with `marketplace_setting(name)`.
 */
export async function marketplaceSetting<T>(db: Knex, name: string): Promise<T | undefined> {
  const row = (await db('marketplaceSettings').where({ name }).first('value')) as { value: T } | undefined;
  return row?.value;
}

/** Sets each named setting to its value, replacing what it was. */
export async function storeMarketplaceSettings(db: Knex, settings: Record<string, unknown>): Promise<void> {
  await db('marketplaceSettings')
    .insert(Object.entries(settings).map(([name, value]) => ({ name, value: JSON.stringify(value) })))
    .onConflict('name')
    .merge();
}
