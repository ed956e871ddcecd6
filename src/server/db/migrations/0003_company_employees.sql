ALTER TABLE "companies" DROP CONSTRAINT "companies_counts_check";--> statement-breakpoint
CREATE INDEX "professional_experience_current_company_idx" ON "professional_experience" USING btree (f_unaccent(lower("company"))) WHERE "professional_experience"."is_current";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "employee_count";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_counts_check" CHECK ("companies"."follower_count" >= 0);