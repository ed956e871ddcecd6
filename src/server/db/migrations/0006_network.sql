CREATE TABLE "connection_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "connection_invitations_status_check" CHECK ("connection_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "connection_invitations_not_self_check" CHECK ("connection_invitations"."sender_id" <> "connection_invitations"."recipient_id"),
	CONSTRAINT "connection_invitations_note_check" CHECK ("connection_invitations"."note" is null or char_length("connection_invitations"."note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"user_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_pkey" PRIMARY KEY("user_id","other_id"),
	CONSTRAINT "connections_not_self_check" CHECK ("connections"."user_id" <> "connections"."other_id")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "member_blocks_not_self_check" CHECK ("member_blocks"."blocker_id" <> "member_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "member_follows" (
	"follower_id" uuid NOT NULL,
	"followed_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_follows_pkey" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "member_follows_not_self_check" CHECK ("member_follows"."follower_id" <> "member_follows"."followed_id")
);
--> statement-breakpoint
ALTER TABLE "notification_email_settings" DROP CONSTRAINT "notification_email_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "professional_experience_current_company_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_invitations" ADD CONSTRAINT "connection_invitations_sender_id_auth_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_invitations" ADD CONSTRAINT "connection_invitations_recipient_id_auth_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_other_id_auth_user_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_auth_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_auth_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_follower_id_auth_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_followed_id_auth_user_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_invitations_pending_pair_key" ON "connection_invitations" USING btree (least("sender_id", "recipient_id"),greatest("sender_id", "recipient_id")) WHERE "connection_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_invitations_received_idx" ON "connection_invitations" USING btree ("recipient_id","created_at","id") WHERE "connection_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_invitations_sent_idx" ON "connection_invitations" USING btree ("sender_id","created_at","id") WHERE "connection_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_invitations_sender_idx" ON "connection_invitations" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "connection_invitations_pair_idx" ON "connection_invitations" USING btree ("sender_id","recipient_id","responded_at");--> statement-breakpoint
CREATE INDEX "connections_list_idx" ON "connections" USING btree ("user_id","created_at","other_id");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "member_follows_followed_idx" ON "member_follows" USING btree ("followed_id","follower_id");--> statement-breakpoint
CREATE INDEX "community_members_recent_idx" ON "community_members" USING btree ("community_id","joined_at") WHERE "community_members"."is_approved";--> statement-breakpoint
CREATE INDEX "professional_experience_company_idx" ON "professional_experience" USING btree (f_unaccent(lower("company")),"user_id");--> statement-breakpoint
CREATE INDEX "user_profile_place_idx" ON "user_profile" USING btree ("state","city","created_at");--> statement-breakpoint
CREATE INDEX "user_profile_skills_idx" ON "user_profile" USING gin ("skills");--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_kind_check" CHECK ("notification_email_settings"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK ("posts"."audience" in ('members', 'connections'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_owner_check" CHECK ("posts"."audience" = 'members' or ("posts"."author_type" = 'user' and "posts"."community_id" is null));