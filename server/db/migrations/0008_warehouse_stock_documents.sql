-- Stock documents of Warehouse II (issue 13): goods receipts, goods out, stock opname, stock moves,
-- leftovers, their per-year number counters, and the stock card's ledger indexes.
CREATE TABLE "warehouse_goods_out" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "warehouse_goods_out_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"ket" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_goods_out_lines_qty_positive" CHECK ("warehouse_goods_out_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_goods_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"purchase_line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"received_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_goods_receipts_qty_positive" CHECK ("warehouse_goods_receipts"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_leftovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"source" text DEFAULT 'office' NOT NULL,
	"project_id" uuid,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_leftovers_qty_positive" CHECK ("warehouse_leftovers"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_document_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "stock_document_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"moved_on" date NOT NULL,
	"product_id" uuid NOT NULL,
	"from_warehouse_id" uuid NOT NULL,
	"to_warehouse_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_stock_moves_amount_positive" CHECK ("warehouse_stock_moves"."amount" > 0),
	CONSTRAINT "warehouse_stock_moves_two_warehouses" CHECK ("warehouse_stock_moves"."from_warehouse_id" <> "warehouse_stock_moves"."to_warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock_opname_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opname_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"stock_data" integer NOT NULL,
	"stock_real" integer NOT NULL,
	"balance_at_post" integer,
	"adjustment" integer,
	"open" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_stock_opname_lines_not_negative" CHECK ("warehouse_stock_opname_lines"."stock_data" >= 0 and "warehouse_stock_opname_lines"."stock_real" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock_opnames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
DROP INDEX "stock_ledger_product";--> statement-breakpoint
ALTER TABLE "warehouse_goods_out_lines" ADD CONSTRAINT "warehouse_goods_out_lines_document_id_warehouse_goods_out_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."warehouse_goods_out"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_out_lines" ADD CONSTRAINT "warehouse_goods_out_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_out_lines" ADD CONSTRAINT "warehouse_goods_out_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_receipts" ADD CONSTRAINT "warehouse_goods_receipts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_receipts" ADD CONSTRAINT "warehouse_goods_receipts_purchase_line_id_purchase_lines_id_fk" FOREIGN KEY ("purchase_line_id") REFERENCES "public"."purchase_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_receipts" ADD CONSTRAINT "warehouse_goods_receipts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_goods_receipts" ADD CONSTRAINT "warehouse_goods_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leftovers" ADD CONSTRAINT "warehouse_leftovers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leftovers" ADD CONSTRAINT "warehouse_leftovers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leftovers" ADD CONSTRAINT "warehouse_leftovers_unit_id_warehouse_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."warehouse_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leftovers" ADD CONSTRAINT "warehouse_leftovers_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_moves" ADD CONSTRAINT "warehouse_stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_moves" ADD CONSTRAINT "warehouse_stock_moves_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_moves" ADD CONSTRAINT "warehouse_stock_moves_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_opname_lines" ADD CONSTRAINT "warehouse_stock_opname_lines_opname_id_warehouse_stock_opnames_id_fk" FOREIGN KEY ("opname_id") REFERENCES "public"."warehouse_stock_opnames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_opname_lines" ADD CONSTRAINT "warehouse_stock_opname_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock_opname_lines" ADD CONSTRAINT "warehouse_stock_opname_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_goods_out_number" ON "warehouse_goods_out" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warehouse_goods_out_active_date" ON "warehouse_goods_out" USING btree ("created_date") WHERE "warehouse_goods_out"."status" = 'active';--> statement-breakpoint
CREATE INDEX "warehouse_goods_out_lines_document" ON "warehouse_goods_out_lines" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_goods_out_lines_product" ON "warehouse_goods_out_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_goods_receipts_number" ON "warehouse_goods_receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warehouse_goods_receipts_line" ON "warehouse_goods_receipts" USING btree ("purchase_line_id","created_at");--> statement-breakpoint
CREATE INDEX "warehouse_goods_receipts_purchase" ON "warehouse_goods_receipts" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "warehouse_goods_receipts_time" ON "warehouse_goods_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_leftovers_number" ON "warehouse_leftovers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warehouse_leftovers_active_time" ON "warehouse_leftovers" USING btree ("source","created_at") WHERE "warehouse_leftovers"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_moves_number" ON "warehouse_stock_moves" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warehouse_stock_moves_active_time" ON "warehouse_stock_moves" USING btree ("created_at") WHERE "warehouse_stock_moves"."status" = 'active';--> statement-breakpoint
CREATE INDEX "warehouse_stock_opname_lines_opname" ON "warehouse_stock_opname_lines" USING btree ("opname_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_opname_lines_one_open" ON "warehouse_stock_opname_lines" USING btree ("product_id","warehouse_id") WHERE "warehouse_stock_opname_lines"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_stock_opnames_number" ON "warehouse_stock_opnames" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warehouse_stock_opnames_active_date" ON "warehouse_stock_opnames" USING btree ("created_date") WHERE "warehouse_stock_opnames"."status" = 'active';--> statement-breakpoint
CREATE INDEX "stock_ledger_product_warehouse" ON "stock_ledger" USING btree ("product_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_product" ON "stock_ledger" USING btree ("product_id","id");