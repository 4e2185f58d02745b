CREATE TABLE "execution_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"executed_activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"cost" numeric(20, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "execution_milestones_action" CHECK ("execution_milestones"."action" in ('create', 'start', 'pause', 'restart', 'complete', 'abort')),
	CONSTRAINT "execution_milestones_status" CHECK ("execution_milestones"."status" in ('SCHEDULED', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ABORTED', 'OUTSOURCED', 'OUTSOURCED_STARTED'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "expected_output_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "needed_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "final_output_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "input_products_cost" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "extra_costs" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "final_cost" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "expected_resume_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "current_run_id" uuid;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "execution_milestones" ADD CONSTRAINT "execution_milestones_executed_activity_id_executed_activities_id_fk" FOREIGN KEY ("executed_activity_id") REFERENCES "public"."executed_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_milestones" ADD CONSTRAINT "execution_milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_milestones_run_idx" ON "execution_milestones" USING btree ("executed_activity_id","created_at");--> statement-breakpoint
CREATE INDEX "executed_activities_user_created_idx" ON "executed_activities" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "production_orders_user_created_idx" ON "production_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reserved_within_amount" CHECK ("products"."reserved" >= 0 and "products"."reserved" <= "products"."amount");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('initial', 'addition', 'removal', 'consumption', 'production'));--> statement-breakpoint
ALTER TABLE "executed_activities" ADD CONSTRAINT "executed_activities_costs" CHECK ("executed_activities"."input_products_cost" >= 0 and "executed_activities"."extra_costs" >= 0 and coalesce("executed_activities"."final_cost", 0) >= 0);--> statement-breakpoint
-- A table may now hold several counted lists (a run is in one of five by its status): the triggers
-- are named by list as well as by table. The lists already tracked keep their triggers.
CREATE OR REPLACE FUNCTION "track_list_count"(list text, tbl text, owner_column text, visible text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('create trigger %I after insert on %I referencing new table as new_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_' || list || '_count_insert', tbl, list, owner_column, visible);
  EXECUTE format('create trigger %I after update on %I referencing old table as old_rows new table as new_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_' || list || '_count_update', tbl, list, owner_column, visible);
  EXECUTE format('create trigger %I after delete on %I referencing old table as old_rows
                  for each statement execute function list_count_rows(%L, %L, %L)',
                 tbl || '_' || list || '_count_delete', tbl, list, owner_column, visible);
  EXECUTE format('insert into list_counts (list, owner_id, n) select %L, %I, count(*) from %I where %s group by %I',
                 list, owner_column, tbl, visible, owner_column);
END
$$;
--> statement-breakpoint
-- The runs' and orders' lists (services/executions.ts; the states each gathers: domain/overviews.ts).
SELECT track_list_count('runs_scheduled', 'executed_activities', 'user_id', 'status in (''SCHEDULED'', ''OUTSOURCED'')');
--> statement-breakpoint
SELECT track_list_count('runs_active', 'executed_activities', 'user_id', 'status in (''IN_PROGRESS'', ''OUTSOURCED_STARTED'')');
--> statement-breakpoint
SELECT track_list_count('runs_paused', 'executed_activities', 'user_id', 'status in (''PAUSED'')');
--> statement-breakpoint
SELECT track_list_count('runs_completed', 'executed_activities', 'user_id', 'status in (''COMPLETED'')');
--> statement-breakpoint
SELECT track_list_count('runs_aborted', 'executed_activities', 'user_id', 'status in (''ABORTED'')');
--> statement-breakpoint
SELECT track_list_count('orders_scheduled', 'production_orders', 'user_id', 'status in (''SCHEDULED'')');
--> statement-breakpoint
SELECT track_list_count('orders_active', 'production_orders', 'user_id', 'status in (''ACTIVE'', ''OUTSOURCED_STARTED'')');
--> statement-breakpoint
SELECT track_list_count('orders_paused', 'production_orders', 'user_id', 'status in (''PAUSED'', ''ON_HOLD'')');
--> statement-breakpoint
SELECT track_list_count('orders_completed', 'production_orders', 'user_id', 'status in (''COMPLETED'')');
--> statement-breakpoint
SELECT track_list_count('orders_aborted', 'production_orders', 'user_id', 'status in (''ABORTED'')');
