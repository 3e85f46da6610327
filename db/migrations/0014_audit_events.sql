CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_token_id" integer,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(64),
	"target_id" varchar(128),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" varchar(64),
	"user_agent" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "audit_sweeps" (
	"id" integer PRIMARY KEY NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at" DESC NULLS LAST);