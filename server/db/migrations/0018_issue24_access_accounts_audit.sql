ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "module_key" text;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_module_key_active" ON "applications" USING btree ("module_key") WHERE "applications"."status" = 'active' and "applications"."module_key" is not null;--> statement-breakpoint
-- The built-in module applications get their stable key from the name they carry today (the
-- access names of common/modules); from here on access follows the key, never the name.
UPDATE "applications" SET "module_key" = CASE lower("name")
  WHEN '/employee' THEN 'employee'
  WHEN '/warehouse' THEN 'warehouse'
  WHEN '/luncheon' THEN 'luncheon'
  WHEN '/survey' THEN 'survey'
  WHEN '/production' THEN 'production'
  WHEN '/certificate' THEN 'certificate'
  WHEN '/purchasing' THEN 'purchasing'
  WHEN '/sallary' THEN 'salary'
END WHERE "status" = 'active';
