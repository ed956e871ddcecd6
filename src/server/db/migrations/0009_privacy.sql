CREATE TABLE "member_privacy" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text DEFAULT 'nobody' NOT NULL,
	"phone" text DEFAULT 'nobody' NOT NULL,
	"city" text DEFAULT 'members' NOT NULL,
	"birthday" text DEFAULT 'connections' NOT NULL,
	"children" text DEFAULT 'connections' NOT NULL,
	"connections" text DEFAULT 'members' NOT NULL,
	"activity" text DEFAULT 'members' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_privacy_audience_check" CHECK ("member_privacy"."email" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."phone" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."city" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."birthday" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."children" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."connections" in ('nobody', 'connections', 'members', 'public') and "member_privacy"."activity" in ('nobody', 'connections', 'members', 'public'))
);
--> statement-breakpoint
ALTER TABLE "member_privacy" ADD CONSTRAINT "member_privacy_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- BEGIN hand-written backfill (src/server/db/hand-written/0009_privacy_backfill.sql)
INSERT INTO "member_privacy" ("user_id", "email", "phone")
SELECT "id",
  CASE WHEN "show_email" THEN 'public' ELSE 'nobody' END,
  CASE WHEN "show_phone" THEN 'public' ELSE 'nobody' END
FROM "user_profile"
WHERE "show_email" OR "show_phone"
ON CONFLICT ("user_id") DO NOTHING;
-- END hand-written backfill
--> statement-breakpoint
ALTER TABLE "user_profile" DROP COLUMN "show_email";--> statement-breakpoint
ALTER TABLE "user_profile" DROP COLUMN "show_phone";