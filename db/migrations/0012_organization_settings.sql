CREATE TABLE "organization_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"document" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "organization_settings_one_row" CHECK ("organization_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;