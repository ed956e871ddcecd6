CREATE TABLE "company_profile_views" (
	"member_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profile_views_member_id_company_id_day_pk" PRIMARY KEY("member_id","company_id","day")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "context_company_id" uuid;--> statement-breakpoint
ALTER TABLE "member_privacy" ADD COLUMN "talent_search_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_profile_views" ADD CONSTRAINT "company_profile_views_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profile_views" ADD CONSTRAINT "company_profile_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_profile_views_member_idx" ON "company_profile_views" USING btree ("member_id","viewed_at" DESC NULLS LAST,"company_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_profile_views_company_idx" ON "company_profile_views" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_context_company_id_companies_id_fk" FOREIGN KEY ("context_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_context_company_idx" ON "conversations" USING btree ("context_company_id");--> statement-breakpoint
CREATE INDEX "member_privacy_talent_search_idx" ON "member_privacy" USING btree ("talent_search_since" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE "member_privacy"."talent_search_since" is not null;