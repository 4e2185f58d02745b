ALTER TABLE "stock_movements" ADD COLUMN "transport_cost" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "paid_on" date;