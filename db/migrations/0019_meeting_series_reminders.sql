CREATE TABLE "meeting_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"frequency" varchar(10) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"until" date,
	"title" varchar(191) NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"meeting_id" integer NOT NULL,
	"offset_hours" smallint NOT NULL,
	"meeting_date" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reminders_meeting_id_offset_hours_pk" PRIMARY KEY("meeting_id","offset_hours")
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "occurrence_index" integer;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_reminders_due_idx" ON "meeting_reminders" USING btree ("status","due_at");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_series_idx" ON "meetings" USING btree ("series_id","occurrence_index");