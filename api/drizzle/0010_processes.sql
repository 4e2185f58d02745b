CREATE TABLE "process_activities" (
	"process_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "process_activities_process_id_position_pk" PRIMARY KEY("process_id","position"),
	CONSTRAINT "process_activities_once" UNIQUE("process_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "process_activities" ADD CONSTRAINT "process_activities_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_activities" ADD CONSTRAINT "process_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_activities_activity_idx" ON "process_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "processes_user_idx" ON "processes" USING btree ("user_id","created_at","id") WHERE "processes"."deleted_at" is null;--> statement-breakpoint
-- totalItems of GET /users/{id}/processes (0007_list_counts.sql).
SELECT track_list_count('processes', 'processes', 'user_id', 'deleted_at is null');
