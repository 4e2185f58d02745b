CREATE TABLE "lot_holds" (
	"lot_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "lot_holds_lot_id_holder_pk" PRIMARY KEY("lot_id","holder"),
	CONSTRAINT "lot_holds_positive" CHECK ("lot_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lot_movements" (
	"movement_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"delta" numeric(14, 2) NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lot_movements_movement_id_lot_id_pk" PRIMARY KEY("movement_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "lot_sources" (
	"lot_id" uuid NOT NULL,
	"source_lot_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "lot_sources_lot_id_source_lot_id_pk" PRIMARY KEY("lot_id","source_lot_id")
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"origin" text NOT NULL,
	"reference" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date,
	"amount" numeric(14, 2) NOT NULL,
	"remaining" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(20, 4) NOT NULL,
	CONSTRAINT "lots_origin" CHECK ("lots"."origin" in ('initial', 'addition', 'production', 'reception', 'storageReturn')),
	CONSTRAINT "lots_amounts" CHECK ("lots"."remaining" >= 0 and "lots"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_warning_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "next_expiry" date;--> statement-breakpoint
ALTER TABLE "lot_holds" ADD CONSTRAINT "lot_holds_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_sources" ADD CONSTRAINT "lot_sources_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_sources" ADD CONSTRAINT "lot_sources_source_lot_id_lots_id_fk" FOREIGN KEY ("source_lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_holds_holder_idx" ON "lot_holds" USING btree ("holder");--> statement-breakpoint
CREATE INDEX "lot_movements_lot_idx" ON "lot_movements" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_sources_source_idx" ON "lot_sources" USING btree ("source_lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_owner_code_unique" ON "lots" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "lots_product_idx" ON "lots" USING btree ("product_id","entered_at");--> statement-breakpoint
CREATE INDEX "lots_reference_idx" ON "lots" USING btree ("reference");--> statement-breakpoint
-- Existing stock becomes one opening lot per product, coded as new lots are (contracts/src/lots.ts:
-- the first three letters of the name without accents, the day it was created, a number), so no
-- kilo is lost and every product's amount is the sum of its lots from the start.
INSERT INTO "lots" ("product_id", "user_id", "code", "origin", "entered_at", "amount", "remaining", "unit_cost")
SELECT "id", "user_id",
  "prefix" || '-' || "day" || '-' || lpad((row_number() OVER (PARTITION BY "user_id", "prefix", "day" ORDER BY "created_at", "id"))::text, 2, '0'),
  'initial', "created_at", "amount", "amount", "unit_cost"
FROM (
  SELECT "id", "user_id", "created_at", "amount", "unit_cost",
    rpad(left(regexp_replace(upper(translate("name", 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunAEIOUUN')), '[^A-Z]', '', 'g'), 3), 3, 'X') AS "prefix",
    to_char("created_at" AT TIME ZONE 'America/Bogota', 'YYYYMMDD') AS "day"
  FROM "products" WHERE "amount" > 0
) AS "opening";
--> statement-breakpoint
-- What is reserved today sits in the opening lot: a scheduled run's inputs, an accepted purchase,
-- a production service's outputs waiting for delivery (the run that made them).
INSERT INTO "lot_holds" ("lot_id", "holder", "amount")
SELECT "l"."id", "e"."id"::text, sum(("n"->>'amount')::numeric)
FROM "executed_activities" "e" CROSS JOIN LATERAL jsonb_array_elements("e"."needed_products") AS "n"
  JOIN "lots" "l" ON "l"."product_id" = ("n"->>'product')::uuid
WHERE "e"."status" = 'SCHEDULED' AND ("n"->>'amount')::numeric > 0
GROUP BY "l"."id", "e"."id";
--> statement-breakpoint
INSERT INTO "lot_holds" ("lot_id", "holder", "amount")
SELECT "l"."id", "r"."id"::text, "r"."amount_accepted"
FROM "requests" "r" JOIN "lots" "l" ON "l"."product_id" = "r"."product_id"
WHERE "r"."kind" = 'PRODUCT' AND "r"."state" = 'ACCEPTED' AND "r"."amount_accepted" > 0;
--> statement-breakpoint
INSERT INTO "lot_holds" ("lot_id", "holder", "amount")
SELECT "l"."id", "r"."id"::text, sum(("n"->>'amount')::numeric)
FROM "requests" "r"
  JOIN LATERAL (SELECT "e"."final_output_products" FROM "executed_activities" "e"
    WHERE "e"."request_id" = "r"."id" AND "e"."status" = 'COMPLETED' ORDER BY "e"."created_at" DESC LIMIT 1) AS "run" ON true
  CROSS JOIN LATERAL jsonb_array_elements("run"."final_output_products") AS "n"
  JOIN "lots" "l" ON "l"."product_id" = ("n"->>'product')::uuid
WHERE "r"."kind" = 'PRODUCTION' AND "r"."state" = 'PENDING_DELIVERY' AND ("n"->>'amount')::numeric > 0
GROUP BY "l"."id", "r"."id";
