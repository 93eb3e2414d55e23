-- What other domains read of a category: its id, name and slug (a request's category, a saved
-- search's). They select from this (`JOIN category_facts() AS categories`) rather than the table.
CREATE OR REPLACE FUNCTION category_facts()
RETURNS TABLE (id integer, name text, slug text) LANGUAGE sql STABLE AS $$
  SELECT categories.id, categories.name, categories.slug FROM categories
$$
