CREATE TABLE "job_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "cv_key" text;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_notes" ADD CONSTRAINT "job_application_notes_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_notes_application_idx" ON "job_application_notes" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_id","status","created_at");