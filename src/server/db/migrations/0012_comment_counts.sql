DROP INDEX "post_comments_count_idx";--> statement-breakpoint
DROP INDEX "post_comments_user_idx";--> statement-breakpoint
CREATE INDEX "post_comments_count_idx" ON "post_comments" USING btree ("post_id") WHERE not "post_comments"."hidden";--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id","post_id");