DROP INDEX "meetings_date_idx";--> statement-breakpoint
DROP INDEX "meetings_status_date_idx";--> statement-breakpoint
DROP INDEX "meetings_title_sort_idx";--> statement-breakpoint
DROP INDEX "meetings_created_idx";--> statement-breakpoint
DROP INDEX "meetings_updated_idx";--> statement-breakpoint
DROP INDEX "payment_requests_user_created_idx";--> statement-breakpoint
DROP INDEX "payment_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "payment_requests_type_created_idx";--> statement-breakpoint
DROP INDEX "payment_requests_created_idx";--> statement-breakpoint
DROP INDEX "payment_requests_updated_idx";--> statement-breakpoint
DROP INDEX "payment_requests_value_idx";--> statement-breakpoint
DROP INDEX "payment_requests_date_idx";--> statement-breakpoint
DROP INDEX "payment_requests_description_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_type_created_idx";--> statement-breakpoint
DROP INDEX "payments_created_idx";--> statement-breakpoint
DROP INDEX "payments_updated_idx";--> statement-breakpoint
DROP INDEX "payments_value_idx";--> statement-breakpoint
DROP INDEX "payments_date_idx";--> statement-breakpoint
DROP INDEX "payments_description_idx";--> statement-breakpoint
DROP INDEX "refunds_user_created_idx";--> statement-breakpoint
DROP INDEX "refunds_status_created_idx";--> statement-breakpoint
DROP INDEX "refunds_type_created_idx";--> statement-breakpoint
DROP INDEX "refunds_created_idx";--> statement-breakpoint
DROP INDEX "refunds_updated_idx";--> statement-breakpoint
DROP INDEX "refunds_value_idx";--> statement-breakpoint
DROP INDEX "refunds_date_idx";--> statement-breakpoint
DROP INDEX "refunds_description_idx";--> statement-breakpoint
DROP INDEX "users_active_first_name_idx";--> statement-breakpoint
DROP INDEX "users_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_birth_date_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_phone_sort_idx" ON "users" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "meetings_date_idx" ON "meetings" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "meetings_status_date_idx" ON "meetings" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "meetings_title_sort_idx" ON "meetings" USING btree ("title_search","id");--> statement-breakpoint
CREATE INDEX "meetings_created_idx" ON "meetings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_updated_idx" ON "meetings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_user_created_idx" ON "payment_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_status_created_idx" ON "payment_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_type_created_idx" ON "payment_requests" USING btree ("type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_created_idx" ON "payment_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_updated_idx" ON "payment_requests" USING btree ("updated_at","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_value_idx" ON "payment_requests" USING btree ("value_cents","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_date_idx" ON "payment_requests" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_description_idx" ON "payment_requests" USING btree ("description","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_type_created_idx" ON "payments" USING btree ("type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_updated_idx" ON "payments" USING btree ("updated_at","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_value_idx" ON "payments" USING btree ("value_cents","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_description_idx" ON "payments" USING btree ("description","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_user_created_idx" ON "refunds" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_type_created_idx" ON "refunds" USING btree ("type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_updated_idx" ON "refunds" USING btree ("updated_at","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_value_idx" ON "refunds" USING btree ("value_cents","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_date_idx" ON "refunds" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_description_idx" ON "refunds" USING btree ("description","created_at","id");--> statement-breakpoint
CREATE INDEX "users_active_first_name_idx" ON "users" USING btree ("active","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_search","id");--> statement-breakpoint
CREATE INDEX "users_birth_date_idx" ON "users" USING btree ("birth_date","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");