CREATE TABLE "survey_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "survey_locations" (
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "survey_locations_survey_id_position_pk" PRIMARY KEY("survey_id","position"),
	CONSTRAINT "survey_locations_latitude" CHECK ("survey_locations"."latitude" between -90 and 90),
	CONSTRAINT "survey_locations_longitude" CHECK ("survey_locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "survey_pictures" (
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "survey_pictures_survey_id_position_pk" PRIMARY KEY("survey_id","position"),
	CONSTRAINT "survey_pictures_position" CHECK ("survey_pictures"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "survey_staff" (
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "survey_staff_survey_id_position_pk" PRIMARY KEY("survey_id","position")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_name" text NOT NULL,
	"date" date NOT NULL,
	"job_id" uuid NOT NULL,
	"decs" text DEFAULT '' NOT NULL,
	"gov_name" text NOT NULL,
	"gov_phone" text NOT NULL,
	"gov_photo" text NOT NULL,
	"gov_signature" text NOT NULL,
	"consultant_name" text NOT NULL,
	"consultant_phone" text NOT NULL,
	"consultant_photo" text NOT NULL,
	"consultant_signature" text NOT NULL,
	"surveyor_signature" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "survey_locations" ADD CONSTRAINT "survey_locations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_pictures" ADD CONSTRAINT "survey_pictures_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_staff" ADD CONSTRAINT "survey_staff_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_job_id_survey_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."survey_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_jobs_name_active" ON "survey_jobs" USING btree (lower("name")) WHERE "survey_jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "surveys_date" ON "surveys" USING btree ("date","id");