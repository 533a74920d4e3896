CREATE TABLE "survey_project_documents" (
	"project_id" uuid NOT NULL,
	"location" integer NOT NULL,
	"stage" text NOT NULL,
	"file1" text NOT NULL,
	"file2" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "survey_project_documents_project_id_location_stage_pk" PRIMARY KEY("project_id","location","stage")
);
--> statement-breakpoint
CREATE TABLE "survey_project_items" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "survey_project_items_project_id_position_pk" PRIMARY KEY("project_id","position"),
	CONSTRAINT "survey_project_items_qty_positive" CHECK ("survey_project_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "survey_project_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"project_id" uuid NOT NULL,
	"state" text DEFAULT 'IP' NOT NULL,
	"tujuan" text DEFAULT '' NOT NULL,
	"warehouse_id" uuid,
	"admin_status" integer DEFAULT 0 NOT NULL,
	"admin_by" uuid,
	"admin_at" timestamp with time zone,
	"satpam_status" integer DEFAULT 0 NOT NULL,
	"satpam_by" uuid,
	"satpam_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "survey_project_releases_admin_status" CHECK ("survey_project_releases"."admin_status" in (0, 1)),
	CONSTRAINT "survey_project_releases_satpam_status" CHECK ("survey_project_releases"."satpam_status" in (0, 1)),
	CONSTRAINT "survey_project_releases_released" CHECK (("survey_project_releases"."state" = 'released') = ("survey_project_releases"."released_at" is not null and "survey_project_releases"."admin_status" = 1 and "survey_project_releases"."satpam_status" = 1))
);
--> statement-breakpoint
CREATE TABLE "survey_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"name" text NOT NULL,
	"executor_id" uuid NOT NULL,
	"exit_date" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "survey_project_documents" ADD CONSTRAINT "survey_project_documents_project_id_survey_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."survey_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_project_items" ADD CONSTRAINT "survey_project_items_project_id_survey_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."survey_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_project_releases" ADD CONSTRAINT "survey_project_releases_project_id_survey_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."survey_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_projects" ADD CONSTRAINT "survey_projects_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_project_items_product" ON "survey_project_items" USING btree ("project_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_project_releases_number" ON "survey_project_releases" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_project_releases_project" ON "survey_project_releases" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "survey_project_releases_waiting" ON "survey_project_releases" USING btree ("created_at") WHERE "survey_project_releases"."state" = 'IP';--> statement-breakpoint
CREATE INDEX "survey_projects_exit_date" ON "survey_projects" USING btree ("exit_date","id");