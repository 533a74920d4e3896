CREATE TABLE "attendance_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"check_in" timestamp with time zone,
	"check_out" timestamp with time zone,
	"check_in_photo" text,
	"check_out_photo" text,
	"check_in_latitude" numeric,
	"check_in_longitude" numeric,
	"check_out_latitude" numeric,
	"check_out_longitude" numeric,
	"outside_office" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"approved_overtime_minutes" integer,
	"overtime_approved_by" uuid,
	"overtime_approved_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "attendance_days_overtime" CHECK ("attendance_days"."approved_overtime_minutes" is null or "attendance_days"."approved_overtime_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attendance_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "attendance_offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"latitude" numeric NOT NULL,
	"longitude" numeric NOT NULL,
	"radius" numeric NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "attendance_offices_point" CHECK ("attendance_offices"."latitude" between -90 and 90 and "attendance_offices"."longitude" between -180 and 180 and "attendance_offices"."radius" > 0)
);
--> statement-breakpoint
CREATE TABLE "attendance_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "attendance_work_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"division_id" uuid NOT NULL,
	"work_days_per_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"grace_minutes" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "attendance_work_rules_days" CHECK ("attendance_work_rules"."work_days_per_week" in (5, 6)),
	CONSTRAINT "attendance_work_rules_grace" CHECK ("attendance_work_rules"."grace_minutes" between 0 and 240),
	CONSTRAINT "attendance_work_rules_times" CHECK ("attendance_work_rules"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "attendance_work_rules"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "attendance_work_rules"."start_time" < "attendance_work_rules"."end_time")
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_scans" ADD CONSTRAINT "attendance_scans_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_work_rules" ADD CONSTRAINT "attendance_work_rules_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_days_employee_date" ON "attendance_days" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "attendance_days_date" ON "attendance_days" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_holidays_date_active" ON "attendance_holidays" USING btree ("date") WHERE "attendance_holidays"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_offices_name_active" ON "attendance_offices" USING btree (lower("name")) WHERE "attendance_offices"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_scans_employee_instant" ON "attendance_scans" USING btree ("employee_id","scanned_at");--> statement-breakpoint
CREATE INDEX "attendance_scans_batch" ON "attendance_scans" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_work_rules_division_active" ON "attendance_work_rules" USING btree ("division_id") WHERE "attendance_work_rules"."status" = 'active';