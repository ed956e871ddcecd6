ALTER TABLE "professional_experience" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "contract_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "work_model" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "country" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ADD COLUMN "kind" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_experience" ADD COLUMN "break_reason" text;--> statement-breakpoint
ALTER TABLE "professional_experience" ADD CONSTRAINT "professional_experience_kind_check" CHECK ("professional_experience"."kind" in ('job', 'career_break'));--> statement-breakpoint
ALTER TABLE "professional_experience" ADD CONSTRAINT "professional_experience_break_reason_check" CHECK ("professional_experience"."break_reason" in ('maternidade', 'cuidado_familiar', 'estudos', 'saude', 'outro'));--> statement-breakpoint
ALTER TABLE "professional_experience" ADD CONSTRAINT "professional_experience_kind_fields_check" CHECK (("professional_experience"."kind" = 'job' and "professional_experience"."company" is not null and "professional_experience"."role" is not null and "professional_experience"."contract_type" is not null and "professional_experience"."work_model" is not null and "professional_experience"."break_reason" is null)
        or ("professional_experience"."kind" = 'career_break' and "professional_experience"."break_reason" is not null and "professional_experience"."company" is null and "professional_experience"."role" is null));