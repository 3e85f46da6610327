CREATE TYPE "public"."meeting_attendance" AS ENUM('PRESENT', 'ABSENT', 'EXCUSED');--> statement-breakpoint
CREATE TYPE "public"."meeting_quorum_kind" AS ENUM('COUNT', 'PERCENT');--> statement-breakpoint
CREATE TYPE "public"."meeting_rsvp" AS ENUM('YES', 'MAYBE', 'NO');--> statement-breakpoint
CREATE TABLE "meeting_agenda_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_agenda_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "rsvp" "meeting_rsvp";--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "rsvp_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "attendance" "meeting_attendance";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "quorum_kind" "meeting_quorum_kind";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "quorum_value" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "finished_by" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "guests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "meeting_agenda_items" ADD CONSTRAINT "meeting_agenda_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_agenda_items_meeting_idx" ON "meeting_agenda_items" USING btree ("meeting_id","position");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;