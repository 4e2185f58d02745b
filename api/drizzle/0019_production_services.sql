ALTER TABLE "execution_milestones" DROP CONSTRAINT "execution_milestones_action";--> statement-breakpoint
ALTER TABLE "executed_activities" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "executed_activities" ADD CONSTRAINT "executed_activities_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executed_activities_request_idx" ON "executed_activities" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "execution_milestones" ADD CONSTRAINT "execution_milestones_action" CHECK ("execution_milestones"."action" in ('create', 'start', 'pause', 'restart', 'complete', 'abort', 'outsourcedStart', 'outsourcedComplete', 'outsourcedAbort'));