CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"estimated_duration_hours" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "activities_duration" CHECK ("activities"."estimated_duration_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"activity_id" uuid NOT NULL,
	"side" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "activity_products_activity_id_side_product_id_pk" PRIMARY KEY("activity_id","side","product_id"),
	CONSTRAINT "activity_products_side" CHECK ("activity_products"."side" in ('input', 'output')),
	CONSTRAINT "activity_products_amount" CHECK ("activity_products"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_idx" ON "activities" USING btree ("user_id","created_at","id") WHERE "activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "activity_products_product_idx" ON "activity_products" USING btree ("product_id");--> statement-breakpoint
-- totalItems of GET /users/{id}/activities (0007_list_counts.sql).
SELECT track_list_count('activities', 'activities', 'user_id', 'deleted_at is null');
