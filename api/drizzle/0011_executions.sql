CREATE TABLE "executed_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"production_order_id" uuid,
	"status" text NOT NULL,
	"schedule_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "executed_activities_status" CHECK ("executed_activities"."status" in ('SCHEDULED', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ABORTED', 'OUTSOURCED', 'OUTSOURCED_STARTED'))
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_orders_status" CHECK ("production_orders"."status" in ('SCHEDULED', 'ACTIVE', 'PAUSED', 'OUTSOURCED_STARTED', 'ON_HOLD', 'COMPLETED', 'ABORTED'))
);
--> statement-breakpoint
ALTER TABLE "executed_activities" ADD CONSTRAINT "executed_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD CONSTRAINT "executed_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD CONSTRAINT "executed_activities_order_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executed_activities_user_status_idx" ON "executed_activities" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "executed_activities_order_idx" ON "executed_activities" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "production_orders_user_status_idx" ON "production_orders" USING btree ("user_id","status");