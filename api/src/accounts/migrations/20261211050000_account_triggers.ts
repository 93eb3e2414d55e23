import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * What a change to `users` does is accounts' to say: its own trigger functions ask companies
 * (the account's own firm) and the catalogue (its version) through their functions, in place of
 * their trigger functions attached to this table.
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, [
    'account_registered',
    'account_role_changed',
    'accounts_shown_changed',
  ]);
  await knex.raw('DROP TRIGGER users_register_own_company ON users');
  await knex.raw('DROP TRIGGER users_follow_account_role ON users');
  await knex.raw('DROP TRIGGER users_catalogue_changed ON users');
  await knex.raw(
    `CREATE TRIGGER users_registered AFTER INSERT ON users
       FOR EACH ROW EXECUTE FUNCTION account_registered()`,
  );
  await knex.raw(
    `CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users
       FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION account_role_changed()`,
  );
  await knex.raw(
    `CREATE TRIGGER users_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
       FOR EACH STATEMENT EXECUTE FUNCTION accounts_shown_changed()`,
  );
  await knex.raw('DROP FUNCTION rawex_register_own_company()');
  await knex.raw('DROP FUNCTION rawex_follow_account_role()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE FUNCTION rawex_register_own_company() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO companies (id, kind) VALUES (NEW.id, rawex_company_kind(NEW.role));
       INSERT INTO company_members (company_id, company_kind, user_id, role)
         VALUES (NEW.id, rawex_company_kind(NEW.role), NEW.id, 'owner');
       RETURN NULL;
     END $$`,
  );
  await knex.raw(
    `CREATE FUNCTION rawex_follow_account_role() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE companies SET kind = rawex_company_kind(NEW.role) WHERE id = NEW.id;
       RETURN NULL;
     END $$`,
  );
  await knex.raw('DROP TRIGGER users_registered ON users');
  await knex.raw('DROP TRIGGER users_role_changed ON users');
  await knex.raw('DROP TRIGGER users_catalogue_changed ON users');
  await knex.raw(
    `CREATE TRIGGER users_register_own_company AFTER INSERT ON users
       FOR EACH ROW EXECUTE FUNCTION rawex_register_own_company()`,
  );
  await knex.raw(
    `CREATE TRIGGER users_follow_account_role AFTER UPDATE OF role ON users
       FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION rawex_follow_account_role()`,
  );
  await knex.raw(
    `CREATE TRIGGER users_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
       FOR EACH STATEMENT EXECUTE FUNCTION rawex_catalogue_changed()`,
  );
  await knex.raw('DROP FUNCTION accounts_shown_changed()');
  await knex.raw('DROP FUNCTION account_role_changed()');
  await knex.raw('DROP FUNCTION account_registered()');
}
