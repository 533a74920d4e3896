CREATE TABLE "certificate_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"kategori" integer,
	"validity_months" text DEFAULT '' NOT NULL,
	"warning_days" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"number" text NOT NULL,
	"holder_kind" text NOT NULL,
	"employee_id" uuid,
	"equipment_name" text DEFAULT '' NOT NULL,
	"equipment_code" text DEFAULT '' NOT NULL,
	"issuer" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date,
	"scan" text,
	"keterangan" text DEFAULT '' NOT NULL,
	"replaces_id" uuid,
	"replaced_by_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_type_id_certificate_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certificate_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaces_id_certificates_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_types_name_active" ON "certificate_types" USING btree (lower("name")) WHERE "certificate_types"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_current" ON "certificates" USING btree ("type_id",lower("number")) WHERE "certificates"."status" = 'active' and "certificates"."replaced_by_id" is null;--> statement-breakpoint
CREATE INDEX "certificates_expires_on" ON "certificates" USING btree ("expires_on","id");--> statement-breakpoint
CREATE INDEX "certificates_employee" ON "certificates" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "certificates_replaces" ON "certificates" USING btree ("replaces_id");