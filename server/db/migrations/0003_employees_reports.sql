CREATE SEQUENCE "public"."employee_idk_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "employee_salary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"nominal" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "employee_salary_items_nominal_positive" CHECK ("employee_salary_items"."nominal" > 0)
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idk" integer DEFAULT nextval('employee_idk_seq') NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"identity_number" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"village" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"division_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"salary" integer NOT NULL,
	"overtime" integer NOT NULL,
	"dayoff" integer NOT NULL,
	"makan_status" text NOT NULL,
	"photo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "employees_money_not_negative" CHECK ("employees"."salary" >= 0 and "employees"."overtime" >= 0 and "employees"."dayoff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"status" text DEFAULT 'baru' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "salary_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"salary" integer NOT NULL,
	CONSTRAINT "salary_statuses_salary_status" CHECK ("salary_statuses"."salary" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "employee_salary_items" ADD CONSTRAINT "employee_salary_items_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_salary_items_employee" ON "employee_salary_items" USING btree ("employee_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_idk" ON "employees" USING btree ("idk");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_active" ON "employees" USING btree (lower("email")) WHERE "employees"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "employees_identity_number_active" ON "employees" USING btree ("identity_number") WHERE "employees"."status" = 'active';--> statement-breakpoint
CREATE INDEX "employees_firstname" ON "employees" USING btree (lower("firstname"));--> statement-breakpoint
CREATE INDEX "reports_employee_date" ON "reports" USING btree ("employee_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_statuses_name_active" ON "salary_statuses" USING btree (lower("name")) WHERE "salary_statuses"."status" = 'active';