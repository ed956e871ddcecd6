CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"community_id" uuid,
	"excerpt" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"rule" text,
	"explanation" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"review_requested_at" timestamp with time zone,
	"review_note" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_cases_item_type_check" CHECK ("moderation_cases"."item_type" in ('post', 'comment', 'message', 'member', 'community', 'company', 'vacancy')),
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('pending', 'resolved')),
	CONSTRAINT "moderation_cases_outcome_check" CHECK ("moderation_cases"."outcome" is null or "moderation_cases"."outcome" in ('removed', 'dismissed')),
	CONSTRAINT "moderation_cases_rule_check" CHECK ("moderation_cases"."rule" is null or "moderation_cases"."rule" in ('harassment', 'hate_speech', 'spam_scam', 'fake_vacancy', 'inappropriate', 'fake_profile', 'other')),
	CONSTRAINT "moderation_cases_text_check" CHECK (coalesce(char_length("moderation_cases"."explanation"), 0) <= 1000
        and coalesce(char_length("moderation_cases"."review_note"), 0) <= 1000)
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"case_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"subject_id" uuid,
	"rule" text,
	"explanation" text,
	"days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_check" CHECK ("moderation_log"."action" in ('dismiss', 'remove', 'warn', 'suspend', 'auto_hide', 'review_requested'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_type_check" CHECK ("reports"."item_type" in ('post', 'comment', 'message', 'member', 'community', 'company', 'vacancy')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('harassment', 'hate_speech', 'spam_scam', 'fake_vacancy', 'inappropriate', 'fake_profile', 'other')),
	CONSTRAINT "reports_note_check" CHECK ("reports"."note" is null or char_length("reports"."note") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "notification_email_settings" DROP CONSTRAINT "notification_email_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profile" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_decided_by_auth_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_auth_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_pending_item_key" ON "moderation_cases" USING btree ("item_type","item_id") WHERE "moderation_cases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_community_idx" ON "moderation_cases" USING btree ("community_id","status","opened_at","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_list_idx" ON "moderation_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_subject_idx" ON "moderation_log" USING btree ("subject_id","action");--> statement-breakpoint
CREATE INDEX "moderation_log_case_idx" ON "moderation_log" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_item_key" ON "reports" USING btree ("reporter_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_list_idx" ON "reports" USING btree ("reporter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_kind_check" CHECK ("notification_email_settings"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning'));