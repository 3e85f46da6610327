DROP INDEX "meeting_users_user_idx";--> statement-breakpoint
CREATE INDEX "meeting_users_user_meeting_idx" ON "meeting_users" USING btree ("user_id","meeting_id");