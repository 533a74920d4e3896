CREATE TABLE "statutory_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"valid_from" date NOT NULL,
	"value" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "statutory_rates_value_not_negative" CHECK ("statutory_rates"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "statutory_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"jkk_risk_class" smallint DEFAULT 1 NOT NULL,
	"programmes" text[] DEFAULT '{}'::text[] NOT NULL,
	"withhold_pph21" boolean DEFAULT false NOT NULL,
	"company_npwp" text DEFAULT '' NOT NULL,
	"company_nitku" text DEFAULT '' NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_npwp" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "statutory_settings_single_row" CHECK ("statutory_settings"."id" = 1),
	CONSTRAINT "statutory_settings_jkk_class" CHECK ("statutory_settings"."jkk_risk_class" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "overtime_rule" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "joined_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "permanent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ptkp_status" text DEFAULT 'TK/0' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "npwp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bpjs_tk_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bpjs_kes_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bpjs_programmes" text[] DEFAULT '{jht,jp,jkk,jkm,kes}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_rates_key_from" ON "statutory_rates" USING btree ("key","valid_from");--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_overtime_rule" CHECK ("divisions"."overtime_rule" between 1 and 2);--> statement-breakpoint
-- Existing employees: joined when their record was made; daily (Harian) divisions' workers are not permanent and in JKK and JKM only (defaultProgrammes).
UPDATE "employees" SET "joined_on" = ("created_at" AT TIME ZONE 'Asia/Jakarta')::date;--> statement-breakpoint
UPDATE "employees" SET "permanent" = false, "bpjs_programmes" = '{jkk,jkm}'::text[] WHERE "division_id" IN (SELECT "id" FROM "divisions" WHERE "salary" = 3);
