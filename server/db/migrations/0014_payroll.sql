CREATE TABLE "payroll_item_uses" (
	"item_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"net" bigint NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_divisions" (
	"run_id" uuid NOT NULL,
	"division_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopen_reason" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "payroll_runs_period_order" CHECK ("payroll_runs"."period_end" >= "payroll_runs"."period_start")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_item_uses" ADD CONSTRAINT "payroll_item_uses_item_id_employee_salary_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."employee_salary_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item_uses" ADD CONSTRAINT "payroll_item_uses_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_divisions" ADD CONSTRAINT "payroll_run_divisions_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_divisions" ADD CONSTRAINT "payroll_run_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_item_uses_item" ON "payroll_item_uses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "payroll_item_uses_run" ON "payroll_item_uses" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lines_run_employee" ON "payroll_lines" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_divisions_once" ON "payroll_run_divisions" USING btree ("division_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "payroll_run_divisions_run" ON "payroll_run_divisions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_period" ON "payroll_runs" USING btree ("period_start");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;