CREATE TABLE "service_towns" (
	"service_id" uuid NOT NULL,
	"town_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "service_towns_service_id_town_id_pk" PRIMARY KEY("service_id","town_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"image" text,
	"image_thumbnail" text,
	"activity_id" uuid,
	"process_id" uuid,
	"branch_office_id" uuid,
	CONSTRAINT "services_type" CHECK ("services"."type" in ('TRANSPORT', 'STORAGE', 'PRODUCTION', 'LOGISTIC'))
);
--> statement-breakpoint
ALTER TABLE "service_towns" ADD CONSTRAINT "service_towns_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_towns" ADD CONSTRAINT "service_towns_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_branch_office_id_branch_offices_id_fk" FOREIGN KEY ("branch_office_id") REFERENCES "public"."branch_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_towns_town_idx" ON "service_towns" USING btree ("town_id");--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id","created_at","id") WHERE "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_activity_idx" ON "services" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "services_process_idx" ON "services" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "services_branch_office_idx" ON "services" USING btree ("branch_office_id");--> statement-breakpoint
-- totalItems of GET /users/{id}/services (0007_list_counts.sql).
SELECT track_list_count('services', 'services', 'user_id', 'deleted_at is null');
