CREATE INDEX "communities_name_prefix_idx" ON "communities" USING btree (f_unaccent(lower("name")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "communities_niche_idx" ON "communities" USING btree ("niche");--> statement-breakpoint
CREATE INDEX "companies_name_prefix_idx" ON "companies" USING btree (f_unaccent(lower("name")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_industry_idx" ON "companies" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "user_profile_name_prefix_idx" ON "user_profile" USING btree (f_unaccent(lower("full_name")) text_pattern_ops);