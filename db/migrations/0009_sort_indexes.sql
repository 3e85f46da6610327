CREATE INDEX "users_active_profile_idx" ON "users" USING btree ("profile_id","id") WHERE "users"."active";--> statement-breakpoint
CREATE INDEX "meetings_description_idx" ON "meetings" USING btree ("description","id");--> statement-breakpoint
CREATE INDEX "meetings_link_idx" ON "meetings" USING btree ("link","id");--> statement-breakpoint
CREATE INDEX "meetings_status_sort_idx" ON "meetings" USING btree ("status","id");