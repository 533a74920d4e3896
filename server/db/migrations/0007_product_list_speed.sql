-- The product list on many rows (issue 12): sort orders served by indexes ending in the id, the name
-- key stored for index-only pages and trigram rechecks without lower(), the category's name kept
-- on the product by triggers (hand-written below; drizzle-kit does not write triggers).
DROP INDEX "products_price";--> statement-breakpoint
DROP INDEX "products_stock";--> statement-breakpoint
DROP INDEX "products_active_name";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "products_category_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.category_key := coalesce((SELECT lower(c.name) FROM warehouse_categories c WHERE c.id = NEW.category_id), '');
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_key" BEFORE INSERT OR UPDATE OF "category_id" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_category_key"();--> statement-breakpoint
CREATE FUNCTION "warehouse_categories_products_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE products SET category_key = lower(NEW.name) WHERE category_id = NEW.id AND category_key <> lower(NEW.name);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "warehouse_categories_products_key" AFTER UPDATE OF "name" ON "warehouse_categories" FOR EACH ROW WHEN (lower(OLD.name) IS DISTINCT FROM lower(NEW.name)) EXECUTE FUNCTION "warehouse_categories_products_key"();--> statement-breakpoint
UPDATE "products" SET "category_key" = lower(c."name") FROM "warehouse_categories" c WHERE c."id" = "products"."category_id";--> statement-breakpoint
CREATE INDEX "products_active_price" ON "products" USING btree ("price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_stock" ON "products" USING btree ("stock","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_category" ON "products" USING btree ("category_key","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_name" ON "products" USING btree ("name_key","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name_key" gin_trgm_ops);