CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_pkey" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'maybe', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_type" text NOT NULL,
	"community_id" uuid,
	"company_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_url" text,
	"mode" text NOT NULL,
	"online_url" text,
	"address" text,
	"city" text,
	"state" char(2),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_organiser_type_check" CHECK ("events"."organiser_type" in ('community', 'company', 'platform')),
	CONSTRAINT "events_organiser_check" CHECK (("events"."organiser_type" = 'community') = ("events"."community_id" is not null)
        and ("events"."organiser_type" = 'company') = ("events"."company_id" is not null)),
	CONSTRAINT "events_mode_check" CHECK ("events"."mode" in ('online', 'in_person')),
	CONSTRAINT "events_visibility_check" CHECK ("events"."visibility" in ('public', 'members', 'community')),
	CONSTRAINT "events_community_visibility_check" CHECK ("events"."visibility" <> 'community' or "events"."organiser_type" = 'community'),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "events_online_check" CHECK ("events"."mode" = 'online' or "events"."online_url" is null),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "notification_email_settings" DROP CONSTRAINT "notification_email_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_status_idx" ON "event_rsvps" USING btree ("event_id","status","created_at","user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("starts_at","id") WHERE "events"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "events_community_idx" ON "events" USING btree ("community_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_company_idx" ON "events" USING btree ("company_id","starts_at","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_kind_check" CHECK ("notification_email_settings"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning', 'event_promoted', 'event_cancelled'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('post_reaction', 'post_comment', 'comment_reply', 'mention', 'join_approved', 'join_declined', 'join_requested', 'application_received', 'application_status', 'role_invitation', 'follow', 'connection_invitation', 'connection', 'content_removed', 'moderation_warning', 'event_promoted', 'event_cancelled'));