import type { Knex } from 'knex';

/** A signed-in person confirming their second step again (before changing a factor or bank details). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE sign_in_challenges
    DROP CONSTRAINT sign_in_challenges_purpose_valid,
    ADD CONSTRAINT sign_in_challenges_purpose_valid
      CHECK (purpose IN ('second_step', 'passkey_sign_in', 'passkey_enrollment', 'second_step_confirmation'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM sign_in_challenges WHERE purpose = 'second_step_confirmation'`);
  await knex.raw(`ALTER TABLE sign_in_challenges
    DROP CONSTRAINT sign_in_challenges_purpose_valid,
    ADD CONSTRAINT sign_in_challenges_purpose_valid
      CHECK (purpose IN ('second_step', 'passkey_sign_in', 'passkey_enrollment'))`);
}
