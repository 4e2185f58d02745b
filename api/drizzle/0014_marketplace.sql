CREATE TABLE "user_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_providers_not_self" CHECK ("user_providers"."user_id" <> "user_providers"."provider_id")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
DROP INDEX "requests_provider_idx";--> statement-breakpoint
DROP INDEX "requests_requester_idx";--> statement-breakpoint
-- The demo's earlier requests named neither a product nor a service (placeholders for the unseen
-- badge): no action could ever apply to them. The new demo seeds real ones.
DELETE FROM "requests" WHERE "product_id" IS NULL AND "service_id" IS NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "amount" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "amount_accepted" SET DATA TYPE numeric(14, 2);--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "kind" text DEFAULT 'PRODUCT' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "unseen_by" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "agreed_price" bigint;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "delivered_products" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clients" ADD CONSTRAINT "user_clients_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_clients_unique" ON "user_clients" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "user_clients_page_idx" ON "user_clients" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_providers_unique" ON "user_providers" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "user_providers_page_idx" ON "user_providers" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_provider_created_idx" ON "requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_requester_created_idx" ON "requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_kind" CHECK ("requests"."kind" in ('PRODUCT', 'PRODUCTION', 'LOGISTIC', 'STORAGE', 'TRANSPORT'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_unseen_by" CHECK ("requests"."unseen_by" is null or "requests"."unseen_by" in ('requester', 'provider'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_two_parties" CHECK ("requests"."requester_id" <> "requests"."user_id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_prices_positive" CHECK (coalesce("requests"."proposed_price", 1) > 0 and coalesce("requests"."agreed_price", 0) >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('initial', 'addition', 'removal', 'consumption', 'production', 'delivery', 'reception'));