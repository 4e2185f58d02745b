ALTER TABLE "requests" DROP COLUMN "shown";--> statement-breakpoint
-- Search that fits Spanish (catalogues, provider search): case and accents folded (limon = Limón,
-- PIÑA = piña), typos forgiven by trigram word similarity, indexed with GIN trigram indexes over the
-- folded text. unaccent() is only STABLE (its dictionary could change); with the dictionary named the
-- wrapper is safe to declare IMMUTABLE, which an index expression needs (the documented idiom).
-- Names are schema-qualified: index builds run with a search_path of pg_catalog only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_key"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "person_search_key"(enterprise text, first text, last text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT public.search_key(coalesce(enterprise, '') || ' ' || coalesce(first, '') || ' ' || coalesce(last, '')) $$;
--> statement-breakpoint
CREATE INDEX "products_catalog_search_idx" ON "products" USING gin (search_key("name") gin_trgm_ops) WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "products_catalog_idx" ON "products" ("created_at", "id") WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "services_catalog_search_idx" ON "services" USING gin (search_key("name") gin_trgm_ops) WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "services_catalog_idx" ON "services" ("created_at", "id") WHERE "public" AND "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (person_search_key("enterprise_name", "first_name", "last_name") gin_trgm_ops);
--> statement-breakpoint
-- The eight request lists of each user, its unseen pending requests of each side, its providers and
-- clients (the states each list gathers: contracts/src/requests.ts REQUEST_LIST_STATES).
SELECT track_list_count('requests_sent_pending', 'requests', 'requester_id', 'state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_pending', 'requests', 'user_id', 'state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_sent_onCourse', 'requests', 'requester_id', 'state in (''ACCEPTED'', ''SCHEDULED'', ''IN_PROGRESS'', ''IN_TRANSPORT'', ''PENDING_DELIVERY'', ''PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_onCourse', 'requests', 'user_id', 'state in (''ACCEPTED'', ''SCHEDULED'', ''IN_PROGRESS'', ''IN_TRANSPORT'', ''PENDING_DELIVERY'', ''PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_sent_rejected', 'requests', 'requester_id', 'state in (''REJECTED'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_rejected', 'requests', 'user_id', 'state in (''REJECTED'')');
--> statement-breakpoint
SELECT track_list_count('requests_sent_historical', 'requests', 'requester_id', 'state in (''COMPLETED'', ''CANCELLED'', ''ABORTED'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_historical', 'requests', 'user_id', 'state in (''COMPLETED'', ''CANCELLED'', ''ABORTED'')');
--> statement-breakpoint
SELECT track_list_count('requests_sent_unseen', 'requests', 'requester_id', 'unseen_by = ''requester'' and state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('requests_received_unseen', 'requests', 'user_id', 'unseen_by = ''provider'' and state in (''PENDING'', ''PROPOSAL_SUBMITTED'', ''PROPOSAL_ACCEPTED'', ''SIMPLE_PENDING_RECEPTION'')');
--> statement-breakpoint
SELECT track_list_count('providers', 'user_providers', 'user_id', 'true');
--> statement-breakpoint
SELECT track_list_count('clients', 'user_clients', 'user_id', 'true');
