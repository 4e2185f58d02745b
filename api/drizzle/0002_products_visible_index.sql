DROP INDEX "products_user_idx";--> statement-breakpoint
CREATE INDEX "products_user_visible_idx" ON "products" USING btree ("user_id","created_at","id") WHERE "products"."deleted_at" is null;