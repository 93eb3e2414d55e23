import type { Knex } from 'knex';

/** The certifications a product may claim when this migration ran; an administrator adds more. */
const CERTIFICATIONS = [
  ['organic', 'Organic'],
  ['fairtrade', 'Fairtrade'],
  ['rainforest-alliance', 'Rainforest Alliance'],
  ['fsc', 'FSC'],
  ['pefc', 'PEFC'],
  ['iso-9001', 'ISO 9001'],
  ['halal', 'Halal'],
  ['kosher', 'Kosher'],
  ['gmp', 'GMP'],
  ['reach', 'REACH'],
  ['lme-registered', 'LME registered'],
  ['kimberley', 'Kimberley Process'],
];

const INCOTERMS_2020 = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'];

/**
 * What traders filter by, as typed columns beside the free specifications: where the goods come
 * from, their grade and purity, the certifications they carry, the Incoterms they are offered on,
 * how long they take, their customs code and their packing. Certifications are a vocabulary of
 * their own; a product's list is checked against it where it is written.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE certifications (
      code text PRIMARY KEY CONSTRAINT certifications_code_format CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(code) <= 40),
      name text NOT NULL CONSTRAINT certifications_name_length CHECK (length(name) BETWEEN 1 AND 80),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex('certifications').insert(CERTIFICATIONS.map(([code, name]) => ({ code, name })));
  // Signed-out pages show the certifications' names: a change to them is a change to the catalogue.
  await knex.raw(`
    CREATE TRIGGER certifications_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certifications
    FOR EACH STATEMENT EXECUTE FUNCTION rawex_catalogue_changed()`);
  await knex.raw(`
    ALTER TABLE products
      ADD COLUMN origin_country text
        CONSTRAINT products_origin_country_format CHECK (origin_country ~ '^[A-Z]{2}$'),
      ADD COLUMN grade text
        CONSTRAINT products_grade_length CHECK (length(grade) BETWEEN 1 AND 100),
      ADD COLUMN purity_percent double precision
        CONSTRAINT products_purity_range CHECK (purity_percent > 0 AND purity_percent <= 100),
      ADD COLUMN certifications text[] NOT NULL DEFAULT '{}'
        CONSTRAINT products_certifications_limit CHECK (cardinality(certifications) <= 20),
      ADD COLUMN incoterms text[] NOT NULL DEFAULT '{}'
        CONSTRAINT products_incoterms_known CHECK (incoterms <@ ARRAY[${INCOTERMS_2020.map((code) => `'${code}'`).join(', ')}]::text[]),
      ADD COLUMN lead_time_days integer
        CONSTRAINT products_lead_time_range CHECK (lead_time_days BETWEEN 0 AND 365),
      ADD COLUMN hs_code text
        CONSTRAINT products_hs_code_format CHECK (hs_code ~ '^[0-9]{6}$'),
      ADD COLUMN packaging text
        CONSTRAINT products_packaging_length CHECK (length(packaging) BETWEEN 1 AND 200)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products
      DROP COLUMN origin_country, DROP COLUMN grade, DROP COLUMN purity_percent,
      DROP COLUMN certifications, DROP COLUMN incoterms, DROP COLUMN lead_time_days,
      DROP COLUMN hs_code, DROP COLUMN packaging`);
  await knex.raw('DROP TABLE certifications');
}
