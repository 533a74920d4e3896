-- Contains-filters over product names and codes use trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."product_qr_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "warehouse_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "product_compositions" (
	"product_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_compositions_product_id_component_id_pk" PRIMARY KEY("product_id","component_id"),
	CONSTRAINT "product_compositions_qty_positive" CHECK ("product_compositions"."qty" > 0),
	CONSTRAINT "product_compositions_not_self" CHECK ("product_compositions"."product_id" <> "product_compositions"."component_id")
);
--> statement-breakpoint
CREATE TABLE "product_qrcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"printed" smallint DEFAULT 0 NOT NULL,
	"printed_at" timestamp with time zone,
	"printed_by" uuid,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "product_qrcodes_printed_flag" CHECK ("product_qrcodes"."printed" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ids" bigint NOT NULL,
	"code" text DEFAULT '-' NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"photo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_product_id_warehouse_id_pk" PRIMARY KEY("product_id","warehouse_id"),
	CONSTRAINT "stock_balances_not_negative" CHECK ("stock_balances"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_quantity_not_zero" CHECK ("stock_ledger"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "warehouse_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "product_compositions" ADD CONSTRAINT "product_compositions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_compositions" ADD CONSTRAINT "product_compositions_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_qrcodes" ADD CONSTRAINT "product_qrcodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_warehouse_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."warehouse_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_id_warehouse_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."warehouse_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_warehouse_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."warehouse_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_categories_name_active" ON "warehouse_categories" USING btree (lower("name")) WHERE "warehouse_categories"."status" = 'active';--> statement-breakpoint
CREATE INDEX "product_compositions_component" ON "product_compositions" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_qrcodes_code" ON "product_qrcodes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_qrcodes_product_state" ON "product_qrcodes" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "products_active_name" ON "products" USING btree (lower("name"),"id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_variant" ON "products" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "products_unit" ON "products" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "products_warehouse" ON "products" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_stock" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "stock_ledger_product" ON "stock_ledger" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_kind_time" ON "stock_ledger" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_units_name_active" ON "warehouse_units" USING btree (lower("name")) WHERE "warehouse_units"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_variants_name_active" ON "warehouse_variants" USING btree (lower("name")) WHERE "warehouse_variants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_active" ON "warehouses" USING btree (lower("name")) WHERE "warehouses"."status" = 'active';--> statement-breakpoint
-- The stock ledger is immutable: corrections are new rows, never edits.
CREATE FUNCTION stock_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger rows are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_change BEFORE UPDATE OR DELETE ON "stock_ledger" FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_immutable();
