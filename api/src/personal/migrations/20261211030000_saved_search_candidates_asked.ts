import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * Saved searches are told of products listed and made cheaper by the catalogue's own trigger,
 * which calls `note_saved_search_candidates(listed, cheaper)`; personal no longer attaches a
 * trigger to the catalogue's table (the catalogue's migration after this one moves it).
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, ['note_saved_search_candidates']);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION note_saved_search_candidates(integer[], integer[])');
}
