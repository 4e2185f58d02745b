ALTER TABLE "requests" DROP CONSTRAINT "requests_kind";--> statement-breakpoint
CREATE INDEX "requests_linked_idx" ON "requests" USING btree ("linked_request_id") WHERE "requests"."linked_request_id" is not null;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_kind" CHECK ("requests"."kind" in ('PRODUCT', 'PRODUCTION', 'LOGISTIC', 'STORAGE', 'TRANSPORT', 'DELIVERY'));