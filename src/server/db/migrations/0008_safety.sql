CREATE TABLE "community_mutes" (
	"user_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_mutes_pkey" PRIMARY KEY("user_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "member_mutes" (
	"user_id" uuid NOT NULL,
	"muted_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_mutes_pkey" PRIMARY KEY("user_id","muted_id"),
	CONSTRAINT "member_mutes_not_self_check" CHECK ("member_mutes"."user_id" <> "member_mutes"."muted_id")
);
--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mutes" ADD CONSTRAINT "community_mutes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_muted_id_auth_user_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_mutes_list_idx" ON "community_mutes" USING btree ("user_id","created_at","community_id");--> statement-breakpoint
CREATE INDEX "member_mutes_list_idx" ON "member_mutes" USING btree ("user_id","created_at","muted_id");--> statement-breakpoint
CREATE INDEX "member_blocks_list_idx" ON "member_blocks" USING btree ("blocker_id","created_at","blocked_id");