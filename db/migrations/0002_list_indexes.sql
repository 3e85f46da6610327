CREATE INDEX "lessons_title_idx" ON "lessons" USING btree ("title");--> statement-breakpoint
CREATE INDEX "lessons_created_idx" ON "lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lessons_updated_idx" ON "lessons" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "lessons_file_idx" ON "lessons" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "meetings_title_sort_idx" ON "meetings" USING btree ("title_search");--> statement-breakpoint
CREATE INDEX "meetings_created_idx" ON "meetings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meetings_updated_idx" ON "meetings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "modules_title_idx" ON "modules" USING btree ("title");--> statement-breakpoint
CREATE INDEX "modules_created_idx" ON "modules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "modules_updated_idx" ON "modules" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "modules_file_idx" ON "modules" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "payment_requests_updated_idx" ON "payment_requests" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "payment_requests_value_idx" ON "payment_requests" USING btree ("value_cents");--> statement-breakpoint
CREATE INDEX "payment_requests_date_idx" ON "payment_requests" USING btree ("date");--> statement-breakpoint
CREATE INDEX "payment_requests_description_idx" ON "payment_requests" USING btree ("description");--> statement-breakpoint
CREATE INDEX "payment_requests_file_idx" ON "payment_requests" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "payments_updated_idx" ON "payments" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "payments_value_idx" ON "payments" USING btree ("value_cents");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date");--> statement-breakpoint
CREATE INDEX "payments_description_idx" ON "payments" USING btree ("description");--> statement-breakpoint
CREATE INDEX "payments_file_idx" ON "payments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "refunds_updated_idx" ON "refunds" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "refunds_value_idx" ON "refunds" USING btree ("value_cents");--> statement-breakpoint
CREATE INDEX "refunds_date_idx" ON "refunds" USING btree ("date");--> statement-breakpoint
CREATE INDEX "refunds_description_idx" ON "refunds" USING btree ("description");--> statement-breakpoint
CREATE INDEX "refunds_file_idx" ON "refunds" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "submodules_title_idx" ON "submodules" USING btree ("title");--> statement-breakpoint
CREATE INDEX "submodules_created_idx" ON "submodules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submodules_updated_idx" ON "submodules" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "submodules_file_idx" ON "submodules" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trainings_title_idx" ON "trainings" USING btree ("title");--> statement-breakpoint
CREATE INDEX "trainings_created_idx" ON "trainings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trainings_updated_idx" ON "trainings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "trainings_file_idx" ON "trainings" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trainings_tutor_idx" ON "trainings" USING btree ("tutor");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_search");--> statement-breakpoint
CREATE INDEX "users_phone_search_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_document_search_idx" ON "users" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_instagram_search_idx" ON "users" USING gin (lower("instagram") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_pix_key_search_idx" ON "users" USING gin (lower("pix_key") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_birth_date_idx" ON "users" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");