CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_notes_body" CHECK (char_length("request_notes"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_thread_idx" ON "request_notes" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "request_notes_unread_idx" ON "request_notes" USING btree ("request_id","author_id") WHERE "request_notes"."read_at" is null;--> statement-breakpoint
-- Live updates (live/live-changes.ts): a new note changes both parties' request rows (its unread
-- count) and thread; a note read changes only its reader's, the party that did not write it.
CREATE FUNCTION "notify_request_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parties record;
BEGIN
  SELECT requester_id, user_id INTO parties FROM requests WHERE id = NEW.request_id;
  IF TG_OP = 'INSERT' OR parties.requester_id <> NEW.author_id THEN
    PERFORM notify_live_change(parties.requester_id::text, 'requests');
  END IF;
  IF TG_OP = 'INSERT' OR parties.user_id <> NEW.author_id THEN
    PERFORM notify_live_change(parties.user_id::text, 'requests');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "request_notes_live_change" AFTER INSERT OR UPDATE OF "read_at" ON "request_notes" FOR EACH ROW EXECUTE FUNCTION notify_request_note_change();
