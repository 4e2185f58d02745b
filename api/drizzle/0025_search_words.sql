-- The catalogue's search forgives a typo by correcting what was typed against the words of the
-- public names (docs/domain.md#catalogues, api/src/db/search.ts): search_words holds each word of
-- three letters or more (search_key folded) that a public product or service name has had. A word
-- stays once its offers go: a correction to it then finds nothing, and the table stays small (the
-- catalogue's vocabulary, not its rows).
CREATE TABLE "search_words" (
	"catalogue" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_pk" PRIMARY KEY ("catalogue", "word"),
	CONSTRAINT "search_words_catalogue" CHECK ("catalogue" in ('products', 'services'))
);
--> statement-breakpoint
-- Words close to a typed one by trigrams (search_key(typed) <% word).
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a name as search_words keeps them: runs of letters once folded, 3 to 30 long. Not
-- STRICT, so that it is inlined into the statement calling it (a million names split in 9 s, not 26).
CREATE FUNCTION "name_words"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.search_key(name), '[^a-z]+') w WHERE length(w) BETWEEN 3 AND 30 $$;
--> statement-breakpoint
-- Every word one typo away from `w`: a letter too many, two neighbours swapped, a letter changed,
-- a letter missing (about 55 per letter of `w`, looked up in search_words' primary key).
CREATE FUNCTION "one_typo_away"(w text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(array_agg(DISTINCT v), '{}') FROM (
    SELECT overlay(w PLACING '' FROM i FOR 1) FROM generate_series(1, length(w)) i
    UNION ALL
    SELECT overlay(w PLACING substr(w, i + 1, 1) || substr(w, i, 1) FROM i FOR 2) FROM generate_series(1, length(w) - 1) i
    UNION ALL
    SELECT overlay(w PLACING c FROM i FOR 1)
      FROM generate_series(1, length(w)) i, unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', NULL)) c
    UNION ALL
    SELECT overlay(w PLACING c FROM i FOR 0)
      FROM generate_series(1, length(w) + 1) i, unnest(string_to_array('abcdefghijklmnopqrstuvwxyz', NULL)) c
  ) variants(v) WHERE v <> w
$$;
--> statement-breakpoint
-- Adds the words of a statement's public rows (TG_ARGV[0]: the catalogue). Statement-level with
-- transition tables, as list_count_rows: a bulk insert is one statement here. An update adds only
-- the rows whose name or visibility changed (a stock change adds nothing). Words are inserted in
-- order, so two writers adding the same new words wait for each other instead of deadlocking.
CREATE FUNCTION "remember_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (catalogue, word)
      SELECT DISTINCT TG_ARGV[0], w FROM new_rows n, name_words(n.name) w
       WHERE n.public AND n.deleted_at IS NULL
       ORDER BY 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (catalogue, word)
      SELECT DISTINCT TG_ARGV[0], w FROM new_rows n, name_words(n.name) w
       WHERE n.public AND n.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.name = n.name AND o.public AND o.deleted_at IS NULL)
       ORDER BY 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('products');
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('products');
--> statement-breakpoint
CREATE TRIGGER "services_search_words_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('services');
--> statement-breakpoint
CREATE TRIGGER "services_search_words_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('services');
--> statement-breakpoint
INSERT INTO search_words (catalogue, word)
  SELECT DISTINCT 'products', w FROM products p, name_words(p.name) w WHERE p.public AND p.deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_words (catalogue, word)
  SELECT DISTINCT 'services', w FROM services s, name_words(s.name) w WHERE s.public AND s.deleted_at IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The first two tiers of a search, the name as typed and the names starting with it, are read
-- from a btree: the trigram index finds "limon" among 50,000 "Limón Tahití" only by checking each.
CREATE INDEX "products_catalog_name_idx" ON "products" (search_key("name") text_pattern_ops) WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "services_catalog_name_idx" ON "services" (search_key("name") text_pattern_ops) WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
-- How many names contain a text, for the planner: the indexes above are partial, so their
-- statistics are not used; without these it guesses (a name "qeso" contains is taken for 8,000 of
-- a million and the newest-first walk meant to stop at the page reads all million, 4 s).
CREATE STATISTICS "products_name_key_stats" ON (search_key("name")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "services_name_key_stats" ON (search_key("name")) FROM "services";
--> statement-breakpoint
ANALYZE "products";
--> statement-breakpoint
ANALYZE "services";
