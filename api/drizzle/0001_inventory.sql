CREATE TABLE "branch_offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "branch_offices_location" CHECK ("branch_offices"."latitude" between -90 and 90 and "branch_offices"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"unit_measure" text NOT NULL,
	"price" bigint,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock_value" numeric(20, 4) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(20, 4) DEFAULT '0' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"image" text,
	"image_thumbnail" text,
	"technical_document" text,
	"technical_document_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_type" CHECK ("products"."type" in ('SUPPLIE', 'RAW_MATERIAL', 'FINISHED_PRODUCT')),
	CONSTRAINT "products_unit" CHECK ("products"."unit_measure" in ('Kg', 'Lt', 'Oz', 'Un', 'Lb', 'Gr', 'Ml', 'Gl')),
	CONSTRAINT "products_amount_non_negative" CHECK ("products"."amount" >= 0 and "products"."stock_value" >= 0 and "products"."unit_cost" >= 0),
	CONSTRAINT "products_price_positive" CHECK ("products"."price" is null or "products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(20, 4) NOT NULL,
	"amount_after" numeric(14, 2) NOT NULL,
	"unit_cost_after" numeric(20, 4) NOT NULL,
	"stock_value_after" numeric(20, 4) NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_amount_after" CHECK ("stock_movements"."amount_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branch_offices" ADD CONSTRAINT "branch_offices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_offices_user_idx" ON "branch_offices" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_user_idx" ON "products" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_public_idx" ON "products" USING btree ("public","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");