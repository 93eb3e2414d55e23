import type { Knex } from 'knex';

/**
 * A saved search keeps a catalogue search's filters in typed columns, named as the filters are, so
 * that one statement can match a batch of products against every saved search at once. Products
 * listed (added, or listed again) or made cheaper are noted as candidates by triggers, whatever
 * wrote them (the form, an import, the API), and a job matches them in batches.
 */
const statements = [
  `CREATE TABLE saved_searches (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     name text NOT NULL,
     search text,
     search_query tsquery GENERATED ALWAYS AS (websearch_to_tsquery('english', search)) STORED,
     category_id integer,
     vendor_id text,
     verified boolean,
     min_price numeric(14, 2),
     max_price numeric(14, 2),
     origin_country text[],
     certifications text[],
     incoterms text[],
     grade text[],
     min_purity double precision,
     max_purity double precision,
     min_lead_time integer,
     max_lead_time integer,
     paused_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT saved_searches_name_length CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
     CONSTRAINT saved_searches_name_unique UNIQUE (user_id, name)
   )`,
  `CREATE INDEX saved_searches_active_index ON saved_searches (id) WHERE paused_at IS NULL`,
  // A product alerts a saved search once for being listed, and once more for each lower price.
  `CREATE TABLE saved_search_matches (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
     product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     reason text NOT NULL,
     price numeric(14, 2) NOT NULL,
     matched_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT saved_search_matches_reason CHECK (reason IN ('listed', 'price_drop')),
     CONSTRAINT saved_search_matches_once UNIQUE (saved_search_id, product_id, reason, price)
   )`,
  `CREATE INDEX saved_search_matches_newest_index ON saved_search_matches (saved_search_id, id DESC)`,
  `CREATE INDEX saved_search_matches_product_index ON saved_search_matches (product_id)`,
  `CREATE TABLE saved_search_candidates (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     product_id integer NOT NULL,
     reason text NOT NULL
   )`,
  // Nothing is noted while no saved search is waiting: the seed of a million products pays nothing.
  `CREATE FUNCTION note_saved_search_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM saved_searches WHERE paused_at IS NULL) THEN RETURN NULL; END IF;
     IF TG_OP = 'INSERT' THEN
       INSERT INTO saved_search_candidates (product_id, reason)
       SELECT id, 'listed' FROM added WHERE is_active;
     ELSE
       INSERT INTO saved_search_candidates (product_id, reason)
       SELECT added.id, CASE WHEN removed.is_active THEN 'price_drop' ELSE 'listed' END
         FROM added JOIN removed ON removed.id = added.id
        WHERE added.is_active AND (NOT removed.is_active OR added.price < removed.price);
     END IF;
     IF FOUND THEN PERFORM enqueue_job('saved-searches.match', '{}'::jsonb); END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER products_listed_for_saved_searches AFTER INSERT ON products
     REFERENCING NEW TABLE AS added
     FOR EACH STATEMENT EXECUTE FUNCTION note_saved_search_candidates()`,
  `CREATE TRIGGER products_cheaper_for_saved_searches AFTER UPDATE ON products
     REFERENCING NEW TABLE AS added OLD TABLE AS removed
     FOR EACH STATEMENT EXECUTE FUNCTION note_saved_search_candidates()`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER products_cheaper_for_saved_searches ON products');
  await knex.raw('DROP TRIGGER products_listed_for_saved_searches ON products');
  await knex.raw('DROP FUNCTION note_saved_search_candidates()');
  await knex.raw('DROP TABLE saved_search_candidates, saved_search_matches, saved_searches');
}
