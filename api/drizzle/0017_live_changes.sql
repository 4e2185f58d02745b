-- Live updates (services/live-changes.ts): a NOTIFY on live_changes for each user whose screens a
-- write changes, "<user id> <topic>", sent on commit; every API process hears it and tells that
-- user's open apps which topic to read again. Identical payloads of one transaction are folded
-- into one by PostgreSQL, so a bulk write costs one message per user and topic.

-- A request: both parties' lists and overviews. When only who has seen it changed (a pending list
-- was opened), only the party whose bold rows and badge those are.
CREATE FUNCTION "notify_request_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'unseen_by') = (to_jsonb(NEW) - 'unseen_by') THEN
    IF 'requester' IN (OLD.unseen_by, NEW.unseen_by) THEN
      PERFORM pg_notify('live_changes', NEW.requester_id || ' requests');
    END IF;
    IF 'provider' IN (OLD.unseen_by, NEW.unseen_by) THEN
      PERFORM pg_notify('live_changes', NEW.user_id || ' requests');
    END IF;
    RETURN NULL;
  END IF;
  PERFORM pg_notify('live_changes', NEW.requester_id || ' requests');
  PERFORM pg_notify('live_changes', NEW.user_id || ' requests');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "requests_live_change" AFTER INSERT OR UPDATE ON "requests" FOR EACH ROW EXECUTE FUNCTION notify_request_change();
--> statement-breakpoint
-- A row with one owner: TG_ARGV[0] the column of the owner's id, TG_ARGV[1] the topic.
CREATE FUNCTION "notify_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_id text := CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ->> TG_ARGV[0] ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  PERFORM pg_notify('live_changes', owner_id || ' ' || TG_ARGV[1]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "executed_activities_live_change" AFTER INSERT OR UPDATE OR DELETE ON "executed_activities" FOR EACH ROW EXECUTE FUNCTION notify_owner_change('user_id', 'executions');
--> statement-breakpoint
CREATE TRIGGER "production_orders_live_change" AFTER INSERT OR UPDATE OR DELETE ON "production_orders" FOR EACH ROW EXECUTE FUNCTION notify_owner_change('user_id', 'executions');
--> statement-breakpoint
-- Stock moved or was reserved: by the owner's own hand mostly, but a storage or a delivery moves it too.
CREATE TRIGGER "products_live_change" AFTER UPDATE OF "amount", "reserved" ON "products" FOR EACH ROW
  WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR OLD.reserved IS DISTINCT FROM NEW.reserved)
  EXECUTE FUNCTION notify_owner_change('user_id', 'products');
