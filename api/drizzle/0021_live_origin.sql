-- Live changes name the app (browser tab) whose write caused them, "<user id> <topic> <app>", so
-- the stream of that app does not send it back: the app already read again what its own write
-- changed (live/live-changes.ts). The API sets agrocadena.live_client for the transaction of a
-- write that carries X-Live-Client; other writes notify without it, as before.
CREATE FUNCTION "notify_live_change"(user_id text, topic text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  client text := nullif(current_setting('agrocadena.live_client', true), '');
BEGIN
  PERFORM pg_notify('live_changes', user_id || ' ' || topic || coalesce(' ' || client, ''));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_request_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'unseen_by') = (to_jsonb(NEW) - 'unseen_by') THEN
    IF 'requester' IN (OLD.unseen_by, NEW.unseen_by) THEN
      PERFORM notify_live_change(NEW.requester_id::text, 'requests');
    END IF;
    IF 'provider' IN (OLD.unseen_by, NEW.unseen_by) THEN
      PERFORM notify_live_change(NEW.user_id::text, 'requests');
    END IF;
    RETURN NULL;
  END IF;
  PERFORM notify_live_change(NEW.requester_id::text, 'requests');
  PERFORM notify_live_change(NEW.user_id::text, 'requests');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_id text := CASE TG_OP WHEN 'DELETE' THEN to_jsonb(OLD) ->> TG_ARGV[0] ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  PERFORM notify_live_change(owner_id, TG_ARGV[1]);
  RETURN NULL;
END
$$;
