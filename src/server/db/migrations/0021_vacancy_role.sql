ALTER TABLE "job_vacancies" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_role_id_job_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."job_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_vacancies_role_idx" ON "job_vacancies" USING btree ("role_id");