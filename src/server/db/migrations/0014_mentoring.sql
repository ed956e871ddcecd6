CREATE TABLE "mentor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"areas" integer[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"pitch" text NOT NULL,
	"languages" text[] NOT NULL,
	"format" text NOT NULL,
	"state" char(2),
	"monthly_capacity" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_format_check" CHECK ("mentor_profiles"."format" in ('online', 'in_person', 'both')),
	CONSTRAINT "mentor_profiles_capacity_check" CHECK ("mentor_profiles"."monthly_capacity" between 1 and 20),
	CONSTRAINT "mentor_profiles_pitch_check" CHECK (char_length("mentor_profiles"."pitch") between 1 and 280),
	CONSTRAINT "mentor_profiles_state_check" CHECK ("mentor_profiles"."format" = 'online' or "mentor_profiles"."state" is not null)
);
--> statement-breakpoint
CREATE TABLE "mentoring_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentee_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"goal" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_message" text,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "mentoring_requests_status_check" CHECK ("mentoring_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'ended')),
	CONSTRAINT "mentoring_requests_not_self_check" CHECK ("mentoring_requests"."mentee_id" <> "mentoring_requests"."mentor_id"),
	CONSTRAINT "mentoring_requests_goal_check" CHECK (char_length("mentoring_requests"."goal") between 1 and 500),
	CONSTRAINT "mentoring_requests_response_check" CHECK ("mentoring_requests"."response_message" is null or char_length("mentoring_requests"."response_message") <= 500)
);
--> statement-breakpoint
CREATE TABLE "mentoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"link" text,
	"place" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mentoring_sessions_mode_check" CHECK ("mentoring_sessions"."mode" in ('online', 'in_person')),
	CONSTRAINT "mentoring_sessions_time_check" CHECK ("mentoring_sessions"."ends_at" > "mentoring_sessions"."starts_at"),
	CONSTRAINT "mentoring_sessions_where_check" CHECK (("mentoring_sessions"."mode" = 'online' and "mentoring_sessions"."link" is not null) or ("mentoring_sessions"."mode" = 'in_person' and "mentoring_sessions"."place" is not null and char_length("mentoring_sessions"."place") <= 200))
);
--> statement-breakpoint
CREATE TABLE "session_feedback" (
	"session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_feedback_pkey" PRIMARY KEY("session_id","author_id"),
	CONSTRAINT "session_feedback_rating_check" CHECK ("session_feedback"."rating" between 1 and 5),
	CONSTRAINT "session_feedback_comment_check" CHECK ("session_feedback"."comment" is null or char_length("session_feedback"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notification_email_settings" DROP CONSTRAINT "notification_email_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "context_mentoring_request_id" uuid;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentee_id_auth_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_auth_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_request_id_mentoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_id_auth_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentee_id_auth_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_feedback" ADD CONSTRAINT "session_feedback_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_profiles_list_idx" ON "mentor_profiles" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_areas_idx" ON "mentor_profiles" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "mentor_profiles_languages_idx" ON "mentor_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "mentor_profiles_state_idx" ON "mentor_profiles" USING btree ("state","created_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_requests_open_pair_key" ON "mentoring_requests" USING btree ("mentee_id","mentor_id") WHERE "mentoring_requests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentor_idx" ON "mentoring_requests" USING btree ("mentor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentee_idx" ON "mentoring_requests" USING btree ("mentee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mentoring_requests_accepted_idx" ON "mentoring_requests" USING btree ("mentor_id","responded_at") WHERE "mentoring_requests"."status" in ('accepted', 'ended');--> statement-breakpoint
CREATE INDEX "mentoring_requests_conversation_idx" ON "mentoring_requests" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentor_idx" ON "mentoring_sessions" USING btree ("mentor_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentee_idx" ON "mentoring_sessions" USING btree ("mentee_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_request_idx" ON "mentoring_sessions" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_created_by_idx" ON "mentoring_sessions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "session_feedback_author_idx" ON "session_feedback" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_context_mentoring_request_id_mentoring_requests_id_fk" FOREIGN KEY ("context_mentoring_request_id") REFERENCES "public"."mentoring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_context_mentoring_idx" ON "conversations" USING btree ("context_mentoring_request_id");--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_kind_check" CHECK ("notification_email_settings"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning', 'event_promoted', 'event_cancelled', 'mentoring_request', 'mentoring_accepted', 'mentoring_declined'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning', 'event_promoted', 'event_cancelled', 'mentoring_request', 'mentoring_accepted', 'mentoring_declined'));