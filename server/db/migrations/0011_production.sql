CREATE TABLE "production_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"description" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"project_id" uuid,
	"qty" integer NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"deadline" date,
	"warehouse_id" uuid,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "production_orders_qty_positive" CHECK ("production_orders"."qty" > 0),
	CONSTRAINT "production_orders_finished" CHECK (("production_orders"."status" = 'selesai') = ("production_orders"."finished_at" is not null and "production_orders"."warehouse_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "production_images" ADD CONSTRAINT "production_images_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_logs" ADD CONSTRAINT "production_logs_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_images_order" ON "production_images" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "production_logs_order" ON "production_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "production_orders_board" ON "production_orders" USING btree ("deadline","created_at") WHERE "production_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "production_orders_division" ON "production_orders" USING btree ("division_id","status") WHERE "production_orders"."deleted_at" is null;