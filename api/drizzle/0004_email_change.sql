ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_kind";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_kind" CHECK ("one_time_tokens"."kind" in ('verify', 'reset', 'email'));