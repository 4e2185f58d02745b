-- Every API process keeps recently read sessions (services/session-cache.ts) and must hear at once
-- when a user's sessions or account change: a NOTIFY on auth_changes with the user's id, sent on
-- commit (identical ones of one transaction are folded into one by PostgreSQL).
-- TG_ARGV[0]: the column holding the user's id.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_auth_change('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_auth_change('id');
