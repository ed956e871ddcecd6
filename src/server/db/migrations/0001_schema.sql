CREATE TABLE "auth_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email"),
	CONSTRAINT "auth_user_role_check" CHECK ("auth_user"."role" in ('member', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brazilian_states" (
	"uf" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brazilian_states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "idiomas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "idiomas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "industry_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industry_sectors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sector_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_categories_sector_name_key" UNIQUE("sector_id","name")
);
--> statement-breakpoint
CREATE TABLE "job_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_roles_category_name_key" UNIQUE("category_id","name")
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"niche" text DEFAULT 'geral' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"requires_payment" boolean DEFAULT false NOT NULL,
	"payment_amount" numeric(10, 2),
	"logo_url" text,
	"banner_url" text,
	"banner_luminance" real,
	"community_url" text,
	"rules" text,
	"welcome_message" text,
	"creator_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"location" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_niche_check" CHECK ("communities"."niche" in ('geral', 'tecnologia', 'negocios', 'saude', 'educacao', 'cultura', 'empreendedorismo', 'lideranca', 'carreira', 'maternidade', 'outros')),
	CONSTRAINT "communities_name_check" CHECK (length(trim("communities"."name")) > 0),
	CONSTRAINT "communities_payment_check" CHECK (("communities"."requires_payment" and "communities"."payment_amount" >= 0) or (not "communities"."requires_payment" and "communities"."payment_amount" is null)),
	CONSTRAINT "communities_counts_check" CHECK ("communities"."member_count" >= 0 and "communities"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_followers_pair_key" UNIQUE("community_id","follower_id")
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_pair_key" UNIQUE("community_id","user_id"),
	CONSTRAINT "community_members_role_check" CHECK ("community_members"."role" in ('member', 'admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"industry" text,
	"website" text,
	"logo_url" text,
	"banner_url" text,
	"banner_luminance" real,
	"company_url" text,
	"location" text,
	"size" text,
	"founded_year" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"creator_id" uuid,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"seal_granted_at" timestamp with time zone,
	"seal_criteria_version" text,
	"seal_granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_industry_check" CHECK ("companies"."industry" is null or "companies"."industry" in ('Tecnologia', 'Saúde', 'Educação', 'Financeiro', 'Varejo', 'Serviços', 'Indústria', 'Consultoria', 'Outros')),
	CONSTRAINT "companies_name_check" CHECK (length(trim("companies"."name")) > 0),
	CONSTRAINT "companies_founded_year_check" CHECK ("companies"."founded_year" is null or "companies"."founded_year" between 1800 and 2200),
	CONSTRAINT "companies_counts_check" CHECK ("companies"."employee_count" >= 0 and "companies"."follower_count" >= 0),
	CONSTRAINT "companies_seal_check" CHECK (("companies"."seal_granted_at" is null) = ("companies"."seal_criteria_version" is null))
);
--> statement-breakpoint
CREATE TABLE "company_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_admins_pair_key" UNIQUE("company_id","user_id"),
	CONSTRAINT "company_admins_role_check" CHECK ("company_admins"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "company_followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_followers_pair_key" UNIQUE("company_id","follower_id")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_pair_key" UNIQUE("job_id","user_id"),
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('new', 'viewed', 'shortlisted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "job_vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"benefits" text,
	"location" text,
	"state" char(2),
	"city" text,
	"salary_range" text,
	"employment_type" text,
	"work_model" text,
	"how_to_receive" text DEFAULT 'internal' NOT NULL,
	"external_platform" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"application_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_vacancies_employment_type_check" CHECK ("job_vacancies"."employment_type" is null or "job_vacancies"."employment_type" in ('CLT', 'PJ', 'estagio', 'temporario', 'freelancer')),
	CONSTRAINT "job_vacancies_work_model_check" CHECK ("job_vacancies"."work_model" is null or "job_vacancies"."work_model" in ('Presencial', 'Híbrido', 'Remoto')),
	CONSTRAINT "job_vacancies_how_to_receive_check" CHECK ("job_vacancies"."how_to_receive" in ('internal', 'external')),
	CONSTRAINT "job_vacancies_external_check" CHECK ("job_vacancies"."how_to_receive" = 'internal' or "job_vacancies"."external_platform" is not null),
	CONSTRAINT "job_vacancies_application_count_check" CHECK ("job_vacancies"."application_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"cover_image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"author_name" text,
	"source" text,
	"content" text,
	"news_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_type_check" CHECK ("news"."type_id" in ('article', 'news')),
	CONSTRAINT "news_url_check" CHECK ("news"."news_url" is null or "news"."news_url" ~ '^https?://'),
	CONSTRAINT "news_kind_check" CHECK (("news"."type_id" = 'article' and "news"."content" is not null) or ("news"."type_id" = 'news' and "news"."news_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"user_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"author_type" text DEFAULT 'user' NOT NULL,
	"author_id" uuid NOT NULL,
	"community_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_author_type_check" CHECK ("posts"."author_type" in ('user', 'community', 'company')),
	CONSTRAINT "posts_content_length_check" CHECK (char_length(trim("posts"."content")) between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"degree_level" text DEFAULT 'graduação' NOT NULL,
	"field" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_degree_level_check" CHECK ("education"."degree_level" in ('ensino fundamental', 'graduação', 'especialização', 'MBA', 'mestrado', 'doutorado', 'pós-doutorado')),
	CONSTRAINT "education_dates_check" CHECK (("education"."is_current" and "education"."end_date" is null and not "education"."completed") or (not "education"."is_current" and ("education"."end_date" is null or "education"."end_date" >= "education"."start_date")))
);
--> statement-breakpoint
CREATE TABLE "professional_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"salary" numeric(12, 2),
	"contract_type" text DEFAULT 'CLT' NOT NULL,
	"work_model" text DEFAULT 'Presencial' NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_experience_contract_type_check" CHECK ("professional_experience"."contract_type" in ('CLT', 'PJ', 'Estágio', 'Temporário', 'Freelancer')),
	CONSTRAINT "professional_experience_work_model_check" CHECK ("professional_experience"."work_model" in ('Presencial', 'Híbrido', 'Remoto')),
	CONSTRAINT "professional_experience_salary_check" CHECK ("professional_experience"."salary" is null or "professional_experience"."salary" >= 0),
	CONSTRAINT "professional_experience_dates_check" CHECK (("professional_experience"."is_current" and "professional_experience"."end_date" is null) or (not "professional_experience"."is_current" and ("professional_experience"."end_date" is null or "professional_experience"."end_date" >= "professional_experience"."start_date")))
);
--> statement-breakpoint
CREATE TABLE "projects_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"date" date,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_achievements_type_check" CHECK ("projects_achievements"."type" in ('project', 'volunteering', 'article', 'award')),
	CONSTRAINT "projects_achievements_title_check" CHECK (length(trim("projects_achievements"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "user_job_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text DEFAULT 'Perfil Principal' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_salary" numeric(12, 2),
	"max_salary" numeric(12, 2),
	"preferred_work_models" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_contract_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_job_preferences_salary_check" CHECK (("user_job_preferences"."min_salary" is null or "user_job_preferences"."min_salary" >= 0) and ("user_job_preferences"."max_salary" is null or "user_job_preferences"."min_salary" is null or "user_job_preferences"."max_salary" >= "user_job_preferences"."min_salary")),
	CONSTRAINT "user_job_preferences_work_models_check" CHECK ("user_job_preferences"."preferred_work_models" <@ array['Presencial', 'Híbrido', 'Remoto']::text[]),
	CONSTRAINT "user_job_preferences_contract_types_check" CHECK ("user_job_preferences"."preferred_contract_types" <@ array['CLT', 'PJ', 'Estágio', 'Temporário', 'Freelancer']::text[])
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"professional_title" text,
	"bio" text,
	"location" text,
	"state" char(2),
	"city" text,
	"birth_date" date,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"profile_banner_url" text,
	"linkedin_url" text,
	"website_url" text,
	"lattes_url" text,
	"is_looking_for_job" boolean DEFAULT true NOT NULL,
	"soft_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"hard_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"filhos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idiomas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profile_experience_years_check" CHECK ("user_profile"."experience_years" >= 0),
	CONSTRAINT "user_profile_slug_format_check" CHECK ("user_profile"."slug" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_categories" ADD CONSTRAINT "job_categories_sector_id_industry_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."industry_sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_roles" ADD CONSTRAINT "job_roles_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_creator_id_auth_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_followers" ADD CONSTRAINT "community_followers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_followers" ADD CONSTRAINT "community_followers_follower_id_auth_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_creator_id_auth_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_seal_granted_by_auth_user_id_fk" FOREIGN KEY ("seal_granted_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_followers" ADD CONSTRAINT "company_followers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_followers" ADD CONSTRAINT "company_followers_follower_id_auth_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_vacancies_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_user_id_auth_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_experience" ADD CONSTRAINT "professional_experience_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects_achievements" ADD CONSTRAINT "projects_achievements_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_preferences" ADD CONSTRAINT "user_job_preferences_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_id_auth_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "job_categories_sector_idx" ON "job_categories" USING btree ("sector_id","name");--> statement-breakpoint
CREATE INDEX "job_roles_category_idx" ON "job_roles" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "communities_name_key" ON "communities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "communities_active_idx" ON "communities" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "communities_creator_idx" ON "communities" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communities_description_trgm_idx" ON "communities" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_followers_follower_idx" ON "community_followers" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id","is_approved","role");--> statement-breakpoint
CREATE INDEX "community_members_community_idx" ON "community_members" USING btree ("community_id","is_approved","role");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_creator_idx" ON "companies" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "companies_sealed_idx" ON "companies" USING btree ("seal_granted_at") WHERE "companies"."seal_granted_at" is not null;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_description_trgm_idx" ON "companies" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_admins_user_idx" ON "company_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_followers_follower_idx" ON "company_followers" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_vacancies_company_idx" ON "job_vacancies" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_vacancies_active_idx" ON "job_vacancies" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "job_vacancies_title_trgm_idx" ON "job_vacancies" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_key" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at","id") WHERE "news"."is_published";--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_community_idx" ON "posts" USING btree ("community_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_type","author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_creator_idx" ON "posts" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "education_user_idx" ON "education" USING btree ("user_id","end_date");--> statement-breakpoint
CREATE INDEX "professional_experience_user_idx" ON "professional_experience" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "projects_achievements_user_idx" ON "projects_achievements" USING btree ("user_id","type","start_date");--> statement-breakpoint
CREATE INDEX "user_job_preferences_user_idx" ON "user_job_preferences" USING btree ("user_id","is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profile_slug_key" ON "user_profile" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "user_profile_name_trgm_idx" ON "user_profile" USING gin (f_unaccent(lower("full_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profile_email_trgm_idx" ON "user_profile" USING gin (lower("email") gin_trgm_ops);