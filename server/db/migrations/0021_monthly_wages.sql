ALTER TABLE "employees" ADD COLUMN "salary_basis" text DEFAULT 'harian' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "monthly_wage" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "fixed_allowance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_work_rules" ADD COLUMN "absence_deduction" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_monthly_not_negative" CHECK ("employees"."monthly_wage" >= 0 and "employees"."fixed_allowance" >= 0);