CREATE TABLE "lunch_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"idk" integer NOT NULL,
	"employee_name" text NOT NULL,
	"claim_date" date NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" uuid,
	"device_id" text
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lunch_claims" ADD CONSTRAINT "lunch_claims_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lunch_claims_employee_day" ON "lunch_claims" USING btree ("employee_id","claim_date");--> statement-breakpoint
CREATE INDEX "lunch_claims_day_time" ON "lunch_claims" USING btree ("claim_date","claimed_at");