CREATE TABLE "auth_sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_two_factor" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid,
	"company_id" uuid,
	"role" text NOT NULL,
	"invitee_id" uuid,
	"invitee_email" text,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "access_invitations_target_check" CHECK (num_nonnulls("access_invitations"."community_id", "access_invitations"."company_id") = 1),
	CONSTRAINT "access_invitations_invitee_check" CHECK (num_nonnulls("access_invitations"."invitee_id", "access_invitations"."invitee_email") = 1),
	CONSTRAINT "access_invitations_status_check" CHECK ("access_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "access_invitations_role_check" CHECK (("access_invitations"."community_id" is not null and "access_invitations"."role" in ('member', 'admin', 'moderator'))
        or ("access_invitations"."company_id" is not null and "access_invitations"."role" in ('admin', 'editor')))
);
--> statement-breakpoint
ALTER TABLE "auth_user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_two_factor" ADD CONSTRAINT "auth_two_factor_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_invitations" ADD CONSTRAINT "access_invitations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_invitations" ADD CONSTRAINT "access_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_invitations" ADD CONSTRAINT "access_invitations_invitee_id_auth_user_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_invitations" ADD CONSTRAINT "access_invitations_invited_by_auth_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sign_in_failures_last_idx" ON "auth_sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "auth_two_factor_user_idx" ON "auth_two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_two_factor_secret_idx" ON "auth_two_factor" USING btree ("secret");--> statement-breakpoint
CREATE UNIQUE INDEX "access_invitations_pending_community_user_key" ON "access_invitations" USING btree ("community_id","invitee_id") WHERE "access_invitations"."status" = 'pending' and "access_invitations"."community_id" is not null and "access_invitations"."invitee_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_invitations_pending_community_email_key" ON "access_invitations" USING btree ("community_id","invitee_email") WHERE "access_invitations"."status" = 'pending' and "access_invitations"."community_id" is not null and "access_invitations"."invitee_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_invitations_pending_company_user_key" ON "access_invitations" USING btree ("company_id","invitee_id") WHERE "access_invitations"."status" = 'pending' and "access_invitations"."company_id" is not null and "access_invitations"."invitee_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_invitations_pending_company_email_key" ON "access_invitations" USING btree ("company_id","invitee_email") WHERE "access_invitations"."status" = 'pending' and "access_invitations"."company_id" is not null and "access_invitations"."invitee_email" is not null;--> statement-breakpoint
CREATE INDEX "access_invitations_invitee_idx" ON "access_invitations" USING btree ("invitee_id","created_at") WHERE "access_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "access_invitations_email_idx" ON "access_invitations" USING btree ("invitee_email","created_at") WHERE "access_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "access_invitations_community_idx" ON "access_invitations" USING btree ("community_id","status","created_at");--> statement-breakpoint
CREATE INDEX "access_invitations_company_idx" ON "access_invitations" USING btree ("company_id","status","created_at");